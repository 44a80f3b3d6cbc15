import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './build-breadcrumbs';

const labels = (path: string, current?: string) => buildBreadcrumbs(path, current).map((i) => i.label);

describe('breadcrumbs', () => {
  it('is only Início on the home page (the component then hides it)', () => {
    expect(buildBreadcrumbs('/')).toEqual([{ label: 'Início', to: '/' }]);
  });

  it('maps the static pages and topics', () => {
    expect(labels('/sobre')).toEqual(['Início', 'Sobre']);
    expect(labels('/privacidade')).toEqual(['Início', 'Privacidade']);
    expect(labels('/termos')).toEqual(['Início', 'Termos de Uso']);
    expect(labels('/contato')).toEqual(['Início', 'Contato']);
    expect(labels('/topicos')).toEqual(['Início', 'Tópicos']);
  });

  it('labels categories, including the reader-only ones', () => {
    expect(buildBreadcrumbs('/categoria/saude')).toEqual([
      { label: 'Início', to: '/' },
      { label: 'Categoria', to: undefined },
      { label: 'Saúde', to: undefined },
    ]);
    expect(labels('/categoria/politica')).toEqual(['Início', 'Categoria', 'Política']);
    expect(labels('/categoria/ciencia')).toEqual(['Início', 'Categoria', 'Ciência']);
    expect(labels('/categoria/negocios')).toEqual(['Início', 'Categoria', 'Negócios']);
  });

  it('shows the article title for /artigo/{slug} and /artigo/id/{id}', () => {
    expect(labels('/artigo/meu-artigo', 'Meu Artigo')).toEqual(['Início', 'Artigo', 'Meu Artigo']);
    expect(labels('/artigo/id/abc123', 'Outro Artigo')).toEqual(['Início', 'Artigo', 'Outro Artigo']);
    // Before the title loads, the slug is humanized rather than left raw.
    expect(labels('/artigo/meu-artigo')).toEqual(['Início', 'Artigo', 'Meu artigo']);
  });

  it('decodes tags and links the tag prefix to the topics page', () => {
    const items = buildBreadcrumbs('/tag/intelig%C3%AAncia%20artificial');
    expect(items.map((i) => i.label)).toEqual(['Início', 'Tópicos', '#inteligência artificial']);
    expect(items[1].to).toBe('/topicos');
    expect(items[2].to).toBeUndefined();
  });

  it('links intermediate pages that exist and never the current one', () => {
    const items = buildBreadcrumbs('/sobre');
    expect(items[1].to).toBeUndefined();
    expect(buildBreadcrumbs('/visitante/u1', 'Ana')[1]).toEqual({ label: 'Visitante', to: undefined });
  });
});
