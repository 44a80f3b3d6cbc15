// 'Análise de URLs': published articles whose SEO title or description is outside the recommended
// ranges (@pauta/model's SEO_LIMITS: title 30–60, description 120–160), or that lack an excerpt or
// an image.
import { articlePath, SEO_LIMITS } from '@pauta/model';
import type { PublishedMeta } from '../api/sitemap-articles';

export const SEO_TITLE_RANGE = { min: SEO_LIMITS.titleMin, max: SEO_LIMITS.titleMax } as const;
export const SEO_DESCRIPTION_RANGE = { min: SEO_LIMITS.descriptionMin, max: SEO_LIMITS.descriptionMax } as const;

export interface UrlIssue {
  article: PublishedMeta;
  path: string;
  problems: string[];
}

export function analyseArticle(a: PublishedMeta): string[] {
  const problems: string[] = [];
  const title = (a.metaTitle ?? a.title).trim();
  const description = (a.metaDescription ?? a.excerpt).trim();
  if (title.length < SEO_TITLE_RANGE.min)
    problems.push(`Título curto (${title.length}/60): recomendado pelo menos 30 caracteres`);
  if (title.length > SEO_TITLE_RANGE.max)
    problems.push(`Título longo (${title.length}/60): recomendado máximo de 60 caracteres`);
  if (!a.excerpt.trim()) problems.push('Sem resumo');
  else if (description.length < SEO_DESCRIPTION_RANGE.min)
    problems.push(`Descrição curta (${description.length}/160): recomendado pelo menos 120 caracteres`);
  else if (description.length > SEO_DESCRIPTION_RANGE.max)
    problems.push(`Descrição longa (${description.length}/160): recomendado máximo de 160 caracteres`);
  if (!a.imageUrl.trim()) problems.push('Sem imagem');
  return problems;
}

export function analyseUrls(articles: PublishedMeta[]): UrlIssue[] {
  return articles
    .map((article) => ({
      article,
      path: articlePath(article),
      problems: analyseArticle(article),
    }))
    .filter((r) => r.problems.length > 0);
}
