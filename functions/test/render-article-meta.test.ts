// The head of a rendered article: the editor's meta title and description, as the app's head shows
// them, and the article's own title and summary when they are empty.
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@pauta/model';
import { articleByIdResult } from '../src/render/pages';

/** A Firestore holding one published article and its body: only `collection(..).doc(..).get()`. */
function oneArticle(fields: Record<string, unknown>): Firestore {
  const docs: Record<string, Record<string, unknown>> = {
    [`${COLLECTIONS.articles}/a1`]: {
      title: 'Título do artigo',
      excerpt: 'Resumo do artigo',
      slug: 'titulo-do-artigo',
      status: 'published',
      category: 'tecnologia',
      tags: ['IA'],
      imageUrl: '',
      authorName: 'Rafael Souza',
      ...fields,
    },
    [`${COLLECTIONS.articleContents}/a1`]: { content: '<p>Corpo.</p>' },
  };
  const snapshot = (id: string, data: Record<string, unknown> | undefined) => ({
    id,
    exists: data !== undefined,
    data: () => data,
    get: (field: string) => data?.[field],
  });
  return {
    collection: (name: string) => ({ doc: (id: string) => ({ get: async () => snapshot(id, docs[`${name}/${id}`]) }) }),
  } as unknown as Firestore;
}

async function metaOf(fields: Record<string, unknown>) {
  const result = await articleByIdResult(oneArticle(fields), 'a1', 'https://pauta.exemplo');
  if (result.status !== 200) throw new Error(`status ${result.status}`);
  return result.meta;
}

describe('rendered article head', () => {
  it('uses the meta title and description the editor set', async () => {
    const meta = await metaOf({ metaTitle: 'Título para buscadores', metaDescription: 'Descrição para buscadores' });
    expect(meta.title).toBe('Título para buscadores');
    expect(meta.description).toBe('Descrição para buscadores');
  });

  it('falls back to the title and summary when they are empty or blank', async () => {
    const meta = await metaOf({ metaTitle: '  ', metaDescription: '' });
    expect(meta.title).toBe('Título do artigo');
    expect(meta.description).toBe('Resumo do artigo');
  });
});
