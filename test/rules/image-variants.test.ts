// A cover's recorded versions (imageVariants) on articles and on the editor's stored forms: staff
// write them in the shape the image pipeline records (1 to 3 sources of { url, width }), nothing
// else; readers read them with the article.
import { serverTimestamp } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied } from './support/cases';
import { createArticleWrites, newArticle, SEEDED } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { NOT_STAFF, PEOPLE, STAFF, type PersonaKey, type Who } from './support/personas';
import { commit, read, set, update } from './support/writes';

const bed = useRulesBed('image-variants');
const { draft, published } = SEEDED;
const uidOf = (who: Who) => (who === 'anonymous' ? PEOPLE.user.uid : PEOPLE[who as PersonaKey].uid);

const base = 'https://firebasestorage.googleapis.com/v0/b/pauta/o/covers%2Fa%2F';
const VARIANTS = {
  width: 1600,
  height: 900,
  sources: [
    { url: `${base}thumbnails%2Fthumb_k.webp?alt=media`, width: 300 },
    { url: `${base}sizes%2Fk_800w.webp?alt=media`, width: 800 },
    { url: `${base}sizes%2Fk_1600x900.webp?alt=media`, width: 1600 },
  ],
};
const touch = (data: Record<string, unknown>) => ({ ...data, updatedAt: serverTimestamp() });

const BAD: [string, unknown][] = [
  ['a string', 'srcset'],
  ['no sources', { width: 1600, height: 900, sources: [] }],
  ['four sources', { ...VARIANTS, sources: [...VARIANTS.sources, VARIANTS.sources[0]] }],
  ['a source without url', { ...VARIANTS, sources: [{ width: 300 }] }],
  ['a source with an extra key', { ...VARIANTS, sources: [{ ...VARIANTS.sources[0], onload: 'x' }] }],
  ['a fractional width', { ...VARIANTS, width: 1600.5 }],
  ['a negative source width', { ...VARIANTS, sources: [{ url: 'https://x/a.webp', width: -300 }] }],
  ['a URL over 2048 characters', { ...VARIANTS, sources: [{ url: `https://x/${'a'.repeat(2048)}`, width: 300 }] }],
  ['an extra key', { ...VARIANTS, token: 'x' }],
  ['no height', { width: 1600, sources: VARIANTS.sources }],
];

describe('articles/{id}.imageVariants', () => {
  it.each(STAFF)('allowed: %s creates an article whose cover has variants', (who) =>
    allowed(
      commit(
        bed().db(who),
        createArticleWrites('com-capa', newArticle({ authorId: uidOf(who), imageVariants: VARIANTS })),
      ),
    ),
  );

  it('allowed: setting them, and clearing them with null', async () => {
    await allowed(commit(bed().db('editor'), [update(`articles/${draft.id}`, touch({ imageVariants: VARIANTS }))]));
    await allowed(commit(bed().db('editor'), [update(`articles/${draft.id}`, touch({ imageVariants: null }))]));
  });

  it.each(NOT_STAFF)('denied: %s setting them', (who) =>
    denied(commit(bed().db(who), [update(`articles/${published.id}`, touch({ imageVariants: VARIANTS }))])),
  );

  it.each(BAD)('denied: %s', (_name, value) =>
    denied(commit(bed().db('editor'), [update(`articles/${draft.id}`, touch({ imageVariants: value }))])),
  );

  it('allowed: anonymous reads them with a published article', async () => {
    await commit(bed().db('editor'), [update(`articles/${published.id}`, touch({ imageVariants: VARIANTS }))]);
    await allowed(read(bed().db('anonymous'), `articles/${published.id}`));
  });
});

describe('articleDrafts/{id}.form.imageVariants', () => {
  const form = (imageVariants: unknown) => ({
    title: 'Rascunho',
    excerpt: '',
    content: '<p>Texto</p>',
    imageUrl: VARIANTS.sources[2]!.url,
    category: 'tecnologia',
    tags: [],
    featured: false,
    status: 'draft',
    slug: '',
    metaTitle: '',
    metaDescription: '',
    imageVariants,
  });
  const draftDoc = (imageVariants: unknown) => ({
    form: form(imageVariants),
    authorId: uidOf('editor'),
    updatedBy: uidOf('editor'),
    updatedAt: serverTimestamp(),
  });

  it.each([
    ['variants', VARIANTS],
    ['null', null],
  ])('allowed: a draft whose form carries %s', (_name, value) =>
    allowed(commit(bed().db('editor'), [set('articleDrafts/novo', draftDoc(value))])),
  );

  it.each(BAD)('denied: a draft whose form carries %s', (_name, value) =>
    denied(commit(bed().db('editor'), [set('articleDrafts/novo', draftDoc(value))])),
  );
});
