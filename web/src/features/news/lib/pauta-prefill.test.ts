import { describe, expect, it } from 'vitest';
import type { Pauta } from '../api/pautas';
import { buildOutline } from './build-outline';
import { prefillFromPauta } from './pauta-prefill';

const item = {
  title: 'Anatel abre consulta pública sobre o 5G',
  url: 'https://g1.globo.com/tecnologia/noticia/anatel-5g.ghtml',
  source: 'g1',
  publishedAt: '2026-11-20T12:30:00.000Z',
};

describe('prefillFromPauta', () => {
  it('gives the editor the same text as Criar Artigo from the news search, and names the pauta', () => {
    const outline = buildOutline(item);
    const pauta: Pauta = {
      id: 'p1',
      headline: item.title,
      sourceUrl: item.url,
      sourceKey: 'g1.globo.com/tecnologia/noticia/anatel-5g.ghtml',
      publisher: item.source,
      sourcePublishedAt: item.publishedAt,
      excerpt: outline.excerpt,
      steps: outline.steps,
      status: 'new',
      assigneeId: null,
      assigneeName: '',
      articleId: null,
      createdBy: 'u1',
      createdByName: 'Carla',
      createdAt: null,
      version: 1,
    };
    expect(prefillFromPauta(pauta)).toEqual({
      prefill: { title: outline.title, excerpt: outline.excerpt, content: outline.content },
      generatedPostId: 'p1',
    });
  });
});
