// 'Análise de URLs': published articles whose SEO title or description is outside the recommended
// ranges (spec §5: title 30–60, description 120–160), or that lack an excerpt or an image.
import type { PublishedMeta } from '../api/sitemapArticles';

export const SEO_TITLE_RANGE = { min: 30, max: 60 } as const;
export const SEO_DESCRIPTION_RANGE = { min: 120, max: 160 } as const;

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
      path: article.slug ? `/artigo/${article.slug}` : `/artigo/id/${article.id}`,
      problems: analyseArticle(article),
    }))
    .filter((r) => r.problems.length > 0);
}
