// Notes as readers see them: the heading in Brasília time, 'Atualizado em', and the one date every
// surface (page, JSON-LD, sitemap, feeds) gives as the story's last change.
import { describe, expect, it } from 'vitest';
import { articleEntry, correctionsJsonLd, dateModifiedOf, noteHeading, noteIdFor, updatedLine } from '../src/index.js';

const at = Date.parse('2030-03-10T10:05:00Z'); // 07:05 in Brasília

describe('notes', () => {
  it("reads 'Correção em' / 'Atualizado em' with the date and time in Brasília", () => {
    expect(noteHeading('correction', at)).toBe('Correção em 10/03/2030 às 07:05:');
    expect(noteHeading('update', at)).toBe('Atualizado em 10/03/2030 às 07:05:');
    expect(updatedLine(at)).toBe('Atualizado em 10/03/2030 às 07:05');
  });

  it('is named by the article version it came with', () => {
    expect(noteIdFor(7)).toBe('v7');
  });

  it('corrections become schema.org CorrectionComment entries', () => {
    expect(correctionsJsonLd([{ text: 'Era 3,5%.', at: '2030-03-10T10:05:00.000Z' }])).toEqual([
      { '@type': 'CorrectionComment', text: 'Era 3,5%.', datePublished: '2030-03-10T10:05:00.000Z' },
    ]);
  });
});

describe('the date of the last change', () => {
  const published = new Date('2030-03-01T12:00:00Z');
  const modified = new Date('2030-03-10T10:05:00Z');
  const written = new Date('2030-03-11T09:00:00Z');

  it('is the material change, else the publication, else the creation', () => {
    expect(dateModifiedOf({ modifiedAt: modified, publishedAt: published })).toBe(modified);
    expect(dateModifiedOf({ modifiedAt: null, publishedAt: published })).toBe(published);
    expect(dateModifiedOf({ modifiedAt: null, publishedAt: null, createdAt: written })).toBe(written);
  });

  it("is the sitemap's lastmod: a later minor edit (updatedAt) does not move it", () => {
    const card = { id: 'a', slug: 's', createdAt: published, updatedAt: written, publishedAt: published };
    expect(articleEntry('https://x', { ...card, modifiedAt: null }, written).lastmod).toBe(published.toISOString());
    expect(articleEntry('https://x', { ...card, modifiedAt: modified }, written).lastmod).toBe(modified.toISOString());
  });
});
