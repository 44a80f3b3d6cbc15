import { describe, expect, it } from 'vitest';
import {
  effectiveSlug,
  emptyForm,
  formFromArticle,
  fromStoredForm,
  PUBLISH_AT_INVALID,
  PUBLISH_AT_PAST,
  sameText,
  changesStory,
  toStoredForm,
  validateForm,
  TITLE_REQUIRED,
} from './article-form';

describe('editor form', () => {
  it('requires a title and a category', () => {
    expect(validateForm(emptyForm())).toMatchObject({ title: TITLE_REQUIRED, category: 'Selecione uma categoria' });
    expect(validateForm({ ...emptyForm(), title: 'Ok', category: 'saude' })).toEqual({});
  });

  it('derives the slug from the title (slugify); a typed slug wins', () => {
    expect(effectiveSlug({ title: '  Ação & Reação: 2ª   edição -- já! ', slug: '' })).toBe('acao-reacao-2-edicao-ja');
    expect(effectiveSlug({ title: 'Qualquer', slug: 'Meu Slug' })).toBe('meu-slug');
    const long = effectiveSlug({ title: 'palavra '.repeat(40), slug: '' });
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('rejects a slug that normalises to nothing and oversized tags', () => {
    expect(
      validateForm({ ...emptyForm(), title: 'T', category: 'saude', slug: '!!!', tagsText: '' }).slug,
    ).toBeDefined();
    expect(validateForm({ ...emptyForm(), title: '!!!', category: 'saude' }).slug).toBeDefined();
    expect(
      validateForm({ ...emptyForm(), title: 'T', category: 'saude', tagsText: 'x'.repeat(41) }).tagsText,
    ).toBeDefined();
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    expect(validateForm({ ...emptyForm(), title: 'T', category: 'saude', tagsText: many }).tagsText).toBeDefined();
  });

  it('tags: comma separated, trimmed, empties dropped; round trip through the stored form', () => {
    const stored = toStoredForm({ ...emptyForm(), tagsText: ' IA , , Jornalismo,  ' });
    expect(stored.tags).toEqual(['IA', 'Jornalismo']);
    expect(fromStoredForm(stored).tagsText).toBe('IA, Jornalismo');
  });

  it("'Agendado' needs 'Publicar em' as DD/MM/AAAA HH:mm in the future (Brasília), whatever the browser's zone", () => {
    const now = Date.parse('2031-03-10T10:00:00Z'); // 07:00 in Brasília
    const scheduled = (publishAt: string) => ({
      ...emptyForm(),
      title: 'T',
      category: 'saude',
      status: 'scheduled' as const,
      publishAt,
    });
    expect(validateForm(scheduled(''), now).publishAt).toBe(PUBLISH_AT_INVALID);
    expect(validateForm(scheduled('10/03/2031'), now).publishAt).toBe(PUBLISH_AT_INVALID);
    expect(validateForm(scheduled('31/02/2031 08:00'), now).publishAt).toBe(PUBLISH_AT_INVALID);
    expect(validateForm(scheduled('10/03/2031 07:00'), now).publishAt).toBe(PUBLISH_AT_PAST);
    expect(validateForm(scheduled('09/03/2031 23:59'), now).publishAt).toBe(PUBLISH_AT_PAST);
    expect(validateForm(scheduled('10/03/2031 07:01'), now)).toEqual({});
    // A draft ignores the field.
    expect(validateForm({ ...scheduled(''), status: 'draft' }, now)).toEqual({});
  });

  it("a scheduled article loads with its time in Brasília; the stored form keeps 'Publicar em' as typed", () => {
    const at = { toMillis: () => Date.parse('2031-03-10T10:00:00Z') };
    const form = formFromArticle({ title: 'T', status: 'scheduled', scheduledFor: at }, '<p>x</p>');
    expect(form.publishAt).toBe('10/03/2031 07:00');
    expect(toStoredForm(form).publishAt).toBe('10/03/2031 07:00');
    expect(formFromArticle({ title: 'T', status: 'published', scheduledFor: at }, '').publishAt).toBe('');
  });
});

describe('sameText (what changed since an approval)', () => {
  const stored = toStoredForm({ ...emptyForm(), title: 'Título', content: '<p>Oi</p>', tagsText: 'a, b' });

  it('publishing, scheduling or featuring it is no change of text', () => {
    expect(sameText(stored, { ...stored, status: 'published', featured: true })).toBe(true);
    expect(sameText(stored, { ...stored, status: 'scheduled', publishAt: '10/03/2031 07:00' })).toBe(true);
  });

  it('a new title, body, tag or cover is', () => {
    expect(sameText(stored, { ...stored, title: 'Outro' })).toBe(false);
    expect(sameText(stored, { ...stored, content: '<p>Olá</p>' })).toBe(false);
    expect(sameText(stored, { ...stored, tags: ['a'] })).toBe(false);
    expect(sameText(stored, { ...stored, imageUrl: 'https://x/capa.webp' })).toBe(false);
  });

  it('refuses a cover or a body image without a text alternative, naming it', () => {
    const ok = { ...emptyForm(), title: 'T', category: 'saude' };
    expect(validateForm({ ...ok, imageUrl: 'https://x/capa.webp' }).imageAlt).toMatch(
      /^A imagem de capa não tem texto alternativo\./,
    );
    expect(validateForm({ ...ok, imageUrl: 'https://x/capa.webp', imageDecorative: true })).toEqual({});
    expect(validateForm({ ...ok, imageUrl: 'https://x/capa.webp', imageAlt: 'a'.repeat(251) }).imageAlt).toBe(
      'O texto alternativo pode ter no máximo 250 caracteres.',
    );
    const content =
      '<figure class="pauta-figure"><img src="https://x/b.webp" alt=""><figcaption><span class="pauta-figure__caption">Ministra na coletiva</span></figcaption></figure>';
    expect(validateForm({ ...ok, content }).content).toMatch(
      /^A imagem 1 do conteúdo “Ministra na coletiva” não tem texto alternativo\./,
    );
  });
});

describe("changesStory (what moves 'Atualizado em')", () => {
  const before = { ...emptyForm(), title: 'Título', excerpt: 'Resumo', content: '<p>Oi</p>', tagsText: 'a' };

  it('title, summary, body and cover are the story', () => {
    expect(changesStory(before, { ...before, content: '<p>Olá</p>' })).toBe(true);
    expect(changesStory(before, { ...before, title: 'Outro título' })).toBe(true);
    expect(changesStory(before, { ...before, imageUrl: 'https://x/capa.webp' })).toBe(true);
  });

  it('tags, SEO fields, featuring and spaces around are not', () => {
    expect(changesStory(before, { ...before, tagsText: 'a, b', metaTitle: 'SEO', featured: true })).toBe(false);
    expect(changesStory(before, { ...before, title: 'Título ' })).toBe(false);
  });
});
