// article_images/{id}: the image library records. Editors read and write their own; admins all.
import { collection, getDocs, orderBy, query, serverTimestamp, where } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied, expectRule } from './support/cases';
import { PAST, SEEDED, storedImage } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { NOT_STAFF, PEOPLE, type PersonaKey, type Who } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('image-records');
const { images } = SEEDED;
const imagePath = (id: string) => `article_images/${id}`;

// What the uploader writes before uploading: a pending record of a file in its own folder, with no
// public URL yet (the original is private; the image functions write everything processed).
const newRecord = (who: PersonaKey, overrides: Record<string, unknown> = {}) => ({
  filename: storedImage(PEOPLE[who].uid).filename,
  originalUrl: null,
  storagePath: storedImage(PEOPLE[who].uid).storagePath,
  url: '',
  authorId: PEOPLE[who].uid,
  articleId: null,
  isExternal: false,
  processingStatus: 'pending',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

describe('article_images/{id} get', () => {
  it.each<[Who, string, boolean]>([
    ['editor', images.editor, true],
    ['editor', images.otherEditor, false],
    ['otherEditor', images.otherEditor, true],
    ['admin', images.editor, true],
    ['admin', images.demoted, true],
    ['demoted', images.demoted, false],
    ['user', images.editor, false],
    ['anonymous', images.editor, false],
  ])('%s reading %s → allowed=%s', (who, id, ok) => expectRule(ok, read(bed().db(who), imagePath(id))));
});

describe('article_images list (the image library)', () => {
  const mine = (who: Who, uid: string) =>
    getDocs(
      query(collection(bed().db(who), 'article_images'), where('authorId', '==', uid), orderBy('createdAt', 'desc')),
    );

  it('allowed: an editor lists their own images', () => allowed(mine('editor', PEOPLE.editor.uid)));
  it('allowed: an editor lists their own images of one article', () =>
    allowed(
      getDocs(
        query(
          collection(bed().db('editor'), 'article_images'),
          where('authorId', '==', PEOPLE.editor.uid),
          where('articleId', '==', 'pub-1'),
          orderBy('createdAt', 'desc'),
        ),
      ),
    ));
  it('denied: an editor listing another editor’s images', () => denied(mine('editor', PEOPLE.otherEditor.uid)));
  it('denied: an editor listing every image', () => denied(getDocs(collection(bed().db('editor'), 'article_images'))));
  it('allowed: an admin lists every image', () => allowed(getDocs(collection(bed().db('admin'), 'article_images'))));
  it('denied: a demoted editor listing their own images', () => denied(mine('demoted', PEOPLE.demoted.uid)));
  it('denied: a user listing their own images', () => denied(mine('user', PEOPLE.user.uid)));
  it('denied: anonymous listing images', () => denied(mine('anonymous', PEOPLE.editor.uid)));
});

describe('article_images/{id} create', () => {
  it.each<PersonaKey>(['editor', 'admin'])('allowed: %s records an upload', (who) =>
    allowed(commit(bed().db(who), [set(imagePath('nova'), newRecord(who))])),
  );

  it('allowed: a minimal pending record', () =>
    allowed(
      commit(bed().db('editor'), [
        set(imagePath('pendente'), {
          filename: 'foto.webp',
          storagePath: 'article_images/edna/foto.webp',
          url: '',
          authorId: PEOPLE.editor.uid,
          processingStatus: 'pending',
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      ]),
    ));

  it.each<PersonaKey>(['user', 'demoted', 'newcomer'])('denied: %s recording an upload', (who) =>
    denied(commit(bed().db(who), [set(imagePath('nova'), newRecord(who))])),
  );

  it('denied: anonymous recording an upload', () =>
    denied(commit(bed().db('anonymous'), [set(imagePath('nova'), newRecord('user'))])));

  it.each<[string, Record<string, unknown>]>([
    ['authorId set to someone else', { authorId: PEOPLE.otherEditor.uid }],
    ['an unknown processingStatus', { processingStatus: 'done' }],
    ['sizeBytes as a string', { sizeBytes: '120000' }],
    ['isExternal as a string', { isExternal: 'no' }],
    ['a numeric articleId', { articleId: 5 }],
    ['an empty filename', { filename: '' }],
    ['an extra key', { exif: {} }],
    ['a back-dated createdAt', { createdAt: PAST }],
    ['a fixed updatedAt', { updatedAt: PAST }],
    ['a record already completed (only the functions complete one)', { processingStatus: 'completed' }],
    ['a record already failed', { processingStatus: 'failed', processingError: 'x' }],
    ['an external import (only importExternalImage records one)', { isExternal: true }],
    ['a file in another editor’s folder', { storagePath: `article_images/${PEOPLE.otherEditor.uid}/foto.png` }],
    ['a file among the processed sizes', { storagePath: `article_images/${PEOPLE.editor.uid}/sizes/foto.webp` }],
    ['a numeric processingError', { processingError: 5 }],
    // Processed fields are the image functions' to write (onImageRecordDeleted deletes what a record names).
    [
      'version paths naming another editor’s files',
      { variantPaths: [`article_images/${PEOPLE.otherEditor.uid}/sizes/0123456789abcdef0123456789abcdef_800w.webp`] },
    ],
    ['a thumbnail path', { thumbnailPath: `article_images/${PEOPLE.otherEditor.uid}/thumbnails/thumb_x.webp` }],
    ['recorded variants', { variants: { width: 1, height: 1, sources: [{ url: 'https://mal.example/x', width: 1 }] } }],
    ['a thumbnail URL', { thumbnailUrl: 'https://mal.example/pixel.gif' }],
    ['a public URL before any version exists', { url: 'https://mal.example/x.webp' }],
    ['the original’s own URL', { url: 'http://127.0.0.1:9199/v0/b/b/o/article_images%2Fedna%2Ffoto.webp?alt=media' }],
    ['sizes', { width: 1600, height: 900, sizeBytes: 1 }],
  ])('denied: %s', (_name, overrides) =>
    denied(commit(bed().db('editor'), [set(imagePath('nova'), newRecord('editor', overrides))])),
  );

  it('denied: a record without url', () => {
    const data: Record<string, unknown> = newRecord('editor');
    delete data.url;
    return denied(commit(bed().db('editor'), [set(imagePath('nova'), data)]));
  });
});

describe('article_images/{id} update', () => {
  const link = { articleId: 'pub-1', updatedAt: serverTimestamp() };

  it.each<[Who, string]>([
    ['editor', images.editor],
    ['admin', images.otherEditor],
  ])('allowed: %s links %s to an article', (who, id) => allowed(commit(bed().db(who), [update(imagePath(id), link)])));

  it('allowed: an editor renames their record', () =>
    allowed(
      commit(bed().db('editor'), [
        update(imagePath(images.editor), { filename: 'novo-nome.webp', updatedAt: serverTimestamp() }),
      ]),
    ));

  it.each<[string, Who, string, Record<string, unknown>]>([
    ['an editor editing another editor’s record', 'editor', images.otherEditor, link],
    ['a demoted editor editing their own record', 'demoted', images.demoted, link],
    ['a user editing a record', 'user', images.editor, link],
    ['changing authorId', 'editor', images.editor, { authorId: PEOPLE.otherEditor.uid, updatedAt: serverTimestamp() }],
    ['changing createdAt', 'editor', images.editor, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }],
    ['not bumping updatedAt', 'editor', images.editor, { articleId: 'pub-1' }],
    ['an unknown processingStatus', 'editor', images.editor, { processingStatus: 'ok', updatedAt: serverTimestamp() }],
    [
      'marking a completed record failed',
      'editor',
      images.editor,
      { processingStatus: 'failed', updatedAt: serverTimestamp() },
    ],
    [
      'pointing url elsewhere',
      'editor',
      images.editor,
      { url: 'https://mal.example/x.webp', updatedAt: serverTimestamp() },
    ],
    [
      'changing the size fields',
      'editor',
      images.editor,
      { width: 1, compressionRatio: 0.99, updatedAt: serverTimestamp() },
    ],
    ['clearing a failure reason', 'editor', images.editor, { processingError: null, updatedAt: serverTimestamp() }],
    [
      'naming another editor’s files as its versions',
      'editor',
      images.editor,
      { variantPaths: [`article_images/${PEOPLE.otherEditor.uid}/foto.png`], updatedAt: serverTimestamp() },
    ],
  ])('denied: %s', (_name, who, id, data) => denied(commit(bed().db(who), [update(imagePath(id), data)])));
});

describe('article_images/{id} delete', () => {
  it.each<[Who, string, boolean]>([
    ['editor', images.editor, true],
    ['editor', images.otherEditor, false],
    ['admin', images.otherEditor, true],
    ['demoted', images.demoted, false],
    ['user', images.editor, false],
    ['anonymous', images.editor, false],
  ])('%s deleting %s → allowed=%s', (who, id, ok) => expectRule(ok, commit(bed().db(who), [del(imagePath(id))])));
});

describe('article_images list without a filter by non-staff', () => {
  it.each(NOT_STAFF)('denied: %s listing every image record', (who) =>
    denied(getDocs(collection(bed().db(who), 'article_images'))),
  );
});

// importExternalImage's per-caller window: functions only, so nobody can read or reset their own limit.
describe('imageImportCallers/{uid}', () => {
  const path = `imageImportCallers/${PEOPLE.editor.uid}`;
  const arrange = () => commit(bed().owner(), [set(path, { imports: [1, 2, 3] })]);

  it.each<Who>(['anonymous', 'user', 'editor', 'admin'])(
    'denied: %s reading, listing, resetting or deleting it',
    async (who) => {
      await arrange();
      await denied(read(bed().db(who), path));
      await denied(getDocs(collection(bed().db(who), 'imageImportCallers')));
      await denied(commit(bed().db(who), [set(path, { imports: [] })]));
      await denied(commit(bed().db(who), [del(path)]));
    },
  );
});
