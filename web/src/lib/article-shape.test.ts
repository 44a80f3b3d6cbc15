import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore/lite';
import { toArticleSummary } from './article-shape';
import { articlePath as articleHref, initials } from '@pauta/model';

describe('client article shape', () => {
  it('converts a Firestore document', () => {
    const published = Timestamp.fromDate(new Date(2025, 4, 20, 9));
    const a = toArticleSummary('id1', {
      title: 'Título',
      excerpt: 'Resumo',
      imageUrl: 'https://img/x.jpg',
      category: 'tecnologia',
      categoryPath: '/categoria/tecnologia',
      featured: true,
      status: 'published',
      tags: ['IA', 'Educação'],
      slug: 'titulo',
      authorId: 'u1',
      authorName: 'Ana Lima',
      publishedAt: published,
      updatedAt: published,
    });
    expect(a).toMatchObject({
      id: 'id1',
      date: '20 de maio de 2025',
      rawDate: published.toDate().toISOString(),
      author: 'Ana Lima',
      tags: ['IA', 'Educação'],
      featured: true,
      slug: 'titulo',
    });
  });

  it('fills defaults: author, status, category path, unknown date', () => {
    const a = toArticleSummary('id2', { title: 'x', category: 'saude' });
    expect(a.author).toBe('Equipe Pauta');
    expect(a.status).toBe('draft');
    expect(a.categoryPath).toBe('/categoria/saude');
    expect(a.date).toBe('');
    expect(a.rawDate).toBeNull();
  });

  it('links by slug, or by id without one', () => {
    expect(articleHref({ id: 'a', slug: 's' })).toBe('/artigo/s');
    expect(articleHref({ id: 'a', slug: '' })).toBe('/artigo/id/a');
  });

  it('builds avatar initials from up to two words', () => {
    expect(initials('ana maria lima')).toBe('AM');
    expect(initials('  Zé ')).toBe('Z');
    expect(initials('')).toBe('');
  });
});
