// Image metadata ('Texto alternativo', 'Imagem decorativa', 'Legenda', 'Crédito'): on the library's
// records (the uploader may write them with the pending record; the owner and admins may change them
// later, nothing processed), on an article's cover and on the editor's stored forms; sized as the
// model says, typed, and absent on older documents.
import { serverTimestamp } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { LIMITS } from '@pauta/model';
import { allowed, denied } from './support/cases';
import { createArticleWrites, newArticle, SEEDED, storedImage, touchArticle } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { PEOPLE } from './support/personas';
import { commit, set, update } from './support/writes';

const bed = useRulesBed('image-metadata');
const { images, draft } = SEEDED;
const imagePath = (id: string) => `article_images/${id}`;
const META = {
  alt: 'Plenário da Câmara durante a votação',
  decorative: false,
  caption: 'Votação',
  credit: 'Ana Lima/Agência',
};
const COVER = { imageAlt: META.alt, imageDecorative: false, imageCaption: META.caption, imageCredit: META.credit };

const BAD_RECORD_META: [string, Record<string, unknown>][] = [
  ['an alt over 250 characters', { alt: 'a'.repeat(LIMITS.imageAltMax + 1) }],
  ['a caption over 500 characters', { caption: 'a'.repeat(LIMITS.imageCaptionMax + 1) }],
  ['a credit over 150 characters', { credit: 'a'.repeat(LIMITS.imageCreditMax + 1) }],
  ['a decorative flag that is not a boolean', { decorative: 'sim' }],
  ['an alt that is not a string', { alt: 42 }],
];

describe('article_images/{id}: metadata', () => {
  const pending = (overrides: Record<string, unknown> = {}) => ({
    filename: storedImage(PEOPLE.editor.uid).filename,
    originalUrl: null,
    storagePath: storedImage(PEOPLE.editor.uid).storagePath,
    url: '',
    authorId: PEOPLE.editor.uid,
    articleId: null,
    isExternal: false,
    processingStatus: 'pending',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  });

  it('allowed: an upload recorded with its metadata', () =>
    allowed(commit(bed().db('editor'), [set(imagePath('com-meta'), pending(META))])));
  it('allowed: the owner describes their image later', () =>
    allowed(commit(bed().db('editor'), [update(imagePath(images.editor), { ...META, updatedAt: serverTimestamp() })])));
  it('allowed: the owner marks it decorative with an empty alt', () =>
    allowed(
      commit(bed().db('editor'), [
        update(imagePath(images.editor), { alt: '', decorative: true, updatedAt: serverTimestamp() }),
      ]),
    ));
  it('allowed: an admin describes another person’s image', () =>
    allowed(commit(bed().db('admin'), [update(imagePath(images.editor), { ...META, updatedAt: serverTimestamp() })])));
  it('denied: another editor describing it', () =>
    denied(
      commit(bed().db('otherEditor'), [update(imagePath(images.editor), { ...META, updatedAt: serverTimestamp() })]),
    ));
  it('denied: describing it together with a processed field', () =>
    denied(
      commit(bed().db('editor'), [
        update(imagePath(images.editor), { ...META, width: 10, updatedAt: serverTimestamp() }),
      ]),
    ));
  it.each(BAD_RECORD_META)('denied: an update with %s', (_name, value) =>
    denied(commit(bed().db('editor'), [update(imagePath(images.editor), { ...value, updatedAt: serverTimestamp() })])),
  );
  it.each(BAD_RECORD_META)('denied: an upload with %s', (_name, value) =>
    denied(commit(bed().db('editor'), [set(imagePath('ruim'), pending(value))])),
  );
});

describe('articles/{id}: the cover’s metadata', () => {
  it('allowed: an editor creates an article with a described cover', () =>
    allowed(
      commit(
        bed().db('editor'),
        createArticleWrites(
          'capa-descrita',
          newArticle({ authorId: PEOPLE.editor.uid, imageUrl: 'https://x/a.webp', ...COVER }),
        ),
      ),
    ));
  it('allowed: an editor changes the cover’s caption and credit', () =>
    allowed(
      commit(bed().db('editor'), [
        update(`articles/${draft.id}`, touchArticle({ imageCaption: 'Outra legenda', imageCredit: 'Foto Agência' })),
      ]),
    ));
  it.each<[string, Record<string, unknown>]>([
    ['an alt over 250 characters', { imageAlt: 'a'.repeat(LIMITS.imageAltMax + 1) }],
    ['a caption over 500 characters', { imageCaption: 'a'.repeat(LIMITS.imageCaptionMax + 1) }],
    ['a credit over 150 characters', { imageCredit: 'a'.repeat(LIMITS.imageCreditMax + 1) }],
    ['a decorative flag that is not a boolean', { imageDecorative: 1 }],
    ['an unknown cover key', { imageLegend: 'x' }],
  ])('denied: %s', (_name, value) =>
    denied(commit(bed().db('editor'), [update(`articles/${draft.id}`, touchArticle(value))])),
  );
});

describe('articleDrafts/{id}/people/{uid}: the form’s cover metadata', () => {
  const draftDoc = (extra: Record<string, unknown>) => ({
    form: {
      title: 'Rascunho',
      excerpt: '',
      content: '<p>Texto</p>',
      imageUrl: 'https://x/a.webp',
      category: 'tecnologia',
      tags: [],
      featured: false,
      status: 'draft',
      slug: '',
      metaTitle: '',
      metaDescription: '',
      ...extra,
    },
    baseVersion: 0,
    updatedAt: serverTimestamp(),
  });
  const path = `articleDrafts/novo/people/${PEOPLE.editor.uid}`;

  it('allowed: a form carrying the cover’s metadata', () =>
    allowed(commit(bed().db('editor'), [set(path, draftDoc(COVER))])));
  it('denied: a form whose cover alt is over 250 characters', () =>
    denied(commit(bed().db('editor'), [set(path, draftDoc({ imageAlt: 'a'.repeat(251) }))])));
});
