// 'Criar Artigo' from a pauta: the editor's text rebuilt from the stored outline, and the pauta's id,
// which the article's first save links (the pauta then becomes 'Em produção').
import type { ArticlePrefillState, NewsItem } from '@pauta/model';
import type { Pauta } from '../api/pautas';
import { outlineContent } from './build-outline';

export const newsItemOf = (pauta: Pauta): NewsItem => ({
  title: pauta.headline,
  url: pauta.sourceUrl,
  source: pauta.publisher,
  publishedAt: pauta.sourcePublishedAt,
});

export function prefillFromPauta(pauta: Pauta): ArticlePrefillState {
  return {
    prefill: { title: pauta.headline, excerpt: pauta.excerpt, content: outlineContent(newsItemOf(pauta), pauta.steps) },
    generatedPostId: pauta.id,
  };
}
