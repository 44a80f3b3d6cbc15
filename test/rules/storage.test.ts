// storage.rules: public image reads; editors/admins upload images (≤ 5 MB, jpeg/png/webp/gif) under
// their own uid; thumbnails only through the admin SDK; covers by staff; everything else (the
// search index among it) denied.
import { serverTimestamp } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied } from './support/cases';
import { useRulesBed } from './support/lifecycle';
import { NOT_STAFF, PEOPLE, type PersonaKey, type Who } from './support/personas';
import { commit, update } from './support/writes';

const bed = useRulesBed('storage', { storage: true });
const expectRule = (ok: boolean, request: Promise<unknown>) => (ok ? allowed(request) : denied(request));

const MB = 1024 * 1024;
// A real 1x1 PNG; the rules only see the declared content type and the size.
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');

const uidOf = (who: PersonaKey) => PEOPLE[who].uid;
const upload = (who: Who, path: string, data: Uint8Array, contentType: string) =>
  new Promise((resolve, reject) => bed().storage(who).ref(path).put(data, { contentType }).then(resolve, reject));
const metadata = (who: Who, path: string) => bed().storage(who).ref(path).getMetadata();
const remove = (who: Who, path: string) => bed().storage(who).ref(path).delete();

const STORED = {
  editorImage: `article_images/${uidOf('editor')}/foto.png`,
  otherEditorImage: `article_images/${uidOf('otherEditor')}/foto.png`,
  demotedImage: `article_images/${uidOf('demoted')}/foto.png`,
  thumbnail: `article_images/${uidOf('editor')}/thumbnails/thumb_foto.png`,
  size: `article_images/${uidOf('editor')}/sizes/foto_1600x900.webp`,
  external: `article_images/${uidOf('editor')}/external/foto.jpg`,
  coverSize: 'covers/pub-1/sizes/cover_1200x675.webp',
  cover: 'covers/pub-1/cover.webp',
  private: 'privado/segredo.txt',
  /** The search index the searchIndex function serves (functions only). */
  searchIndex: 'search/index.json',
};

async function arrangeObjects() {
  await bed().asStorageOwner(async (storage) => {
    for (const path of [
      STORED.editorImage,
      STORED.otherEditorImage,
      STORED.demotedImage,
      STORED.thumbnail,
      STORED.size,
      STORED.external,
      STORED.coverSize,
    ]) {
      await storage.ref(path).put(PNG, { contentType: 'image/png' });
    }
    await storage.ref(STORED.cover).put(PNG, { contentType: 'image/webp' });
    await storage.ref(STORED.private).put(new TextEncoder().encode('segredo'), { contentType: 'text/plain' });
    await storage.ref(STORED.searchIndex).put(new TextEncoder().encode('{}'), { contentType: 'application/json' });
  });
}

describe('article_images/{uid}/{file} upload', () => {
  it.each<[Who, string, boolean]>([
    ['editor', 'image/png', true],
    ['editor', 'image/jpeg', true],
    ['editor', 'image/webp', true],
    ['editor', 'image/gif', true],
    ['admin', 'image/png', true],
    ['user', 'image/png', false],
    ['demoted', 'image/png', false],
    ['newcomer', 'image/png', false],
  ])('%s uploading %s under their own uid → allowed=%s', (who, contentType, ok) =>
    expectRule(ok, upload(who, `article_images/${uidOf(who as PersonaKey)}/nova.img`, PNG, contentType)),
  );

  it('denied: anonymous uploading an image', () =>
    denied(upload('anonymous', 'article_images/anonymous/nova.png', PNG, 'image/png')));

  it.each<[string, Uint8Array, string]>([
    ['an HTML file uploaded as an image', HTML, 'text/html'],
    ['an SVG (can carry script)', HTML, 'image/svg+xml'],
    ['a PDF', PNG, 'application/pdf'],
    ['an unknown binary', PNG, 'application/octet-stream'],
    ['a content type that only starts like an image', PNG, 'image/pngx'],
  ])('denied: %s', (_name, data, contentType) =>
    denied(upload('editor', `article_images/${uidOf('editor')}/arquivo.png`, data, contentType)),
  );

  it('allowed: an image of exactly 5 MB', () =>
    allowed(upload('editor', `article_images/${uidOf('editor')}/grande.png`, new Uint8Array(5 * MB), 'image/png')));

  it('denied: an image one byte over 5 MB', () =>
    denied(upload('editor', `article_images/${uidOf('editor')}/enorme.png`, new Uint8Array(5 * MB + 1), 'image/png')));

  it('allowed: an editor replacing their own image', async () => {
    await arrangeObjects();
    await allowed(upload('editor', STORED.editorImage, PNG, 'image/webp'));
  });

  it.each<[string, Who, string]>([
    ['an editor overwriting another editor’s image', 'editor', STORED.otherEditorImage],
    ['an editor uploading into another editor’s folder', 'editor', `article_images/${uidOf('otherEditor')}/nova.png`],
    ['an admin uploading into an editor’s folder', 'admin', `article_images/${uidOf('editor')}/nova.png`],
    ['a demoted editor replacing their old image', 'demoted', STORED.demotedImage],
  ])('denied: %s', async (_name, who, path) => {
    await arrangeObjects();
    await denied(upload(who, path, PNG, 'image/png'));
  });

  it('a demotion stops uploads on the next request', async () => {
    const path = `article_images/${uidOf('editor')}/antes.png`;
    await allowed(upload('editor', path, PNG, 'image/png'));
    await commit(bed().db('admin'), [
      update(`profiles/${uidOf('editor')}`, { role: 'user', updatedAt: serverTimestamp() }),
    ]);
    await denied(upload('editor', `article_images/${uidOf('editor')}/depois.png`, PNG, 'image/png'));
  });
});

describe('article_images/{uid}/thumbnails/**', () => {
  it.each<[Who, string]>([
    ['editor', `article_images/${uidOf('editor')}/thumbnails/thumb_nova.png`],
    ['admin', `article_images/${uidOf('admin')}/thumbnails/thumb_nova.png`],
    ['editor', `article_images/${uidOf('editor')}/thumbnails/sub/thumb_nova.png`],
  ])('denied: %s writing %s', (who, path) => denied(upload(who, path, PNG, 'image/png')));

  it.each<Who>(['editor', 'admin'])('denied: %s deleting a thumbnail', async (who) => {
    await arrangeObjects();
    await denied(remove(who, STORED.thumbnail));
  });
});

describe('processed sizes and external originals (functions only)', () => {
  it.each<[Who, string]>([
    ['editor', `article_images/${uidOf('editor')}/sizes/foto_1600x900.webp`],
    ['admin', `article_images/${uidOf('admin')}/sizes/foto_800w.webp`],
    ['editor', `article_images/${uidOf('editor')}/external/foto.jpg`],
    ['admin', 'covers/pub-1/sizes/cover_1200x675.webp'],
    ['editor', 'covers/pub-1/thumbnails/thumb_cover.webp'],
  ])('denied: %s writing %s', (who, path) => denied(upload(who, path, PNG, 'image/webp')));

  it.each<[Who, keyof typeof STORED]>([
    ['editor', 'size'],
    ['admin', 'size'],
    ['editor', 'external'],
    ['admin', 'coverSize'],
  ])('denied: %s deleting %s', async (who, key) => {
    await arrangeObjects();
    await denied(remove(who, STORED[key]));
  });
});

describe('reads', () => {
  it.each<[Who, keyof typeof STORED, boolean]>([
    ['anonymous', 'editorImage', true],
    ['anonymous', 'thumbnail', true],
    ['anonymous', 'cover', true],
    ['anonymous', 'size', true],
    ['anonymous', 'external', true],
    ['anonymous', 'coverSize', true],
    ['user', 'otherEditorImage', true],
    ['anonymous', 'private', false],
    ['admin', 'private', false],
    ['anonymous', 'searchIndex', false],
    ['admin', 'searchIndex', false],
  ])('%s reading %s → allowed=%s', async (who, key, ok) => {
    await arrangeObjects();
    await expectRule(ok, metadata(who, STORED[key]));
  });
});

describe('deletes', () => {
  it.each<[Who, keyof typeof STORED, boolean]>([
    ['editor', 'editorImage', true],
    ['editor', 'otherEditorImage', false],
    ['admin', 'otherEditorImage', true],
    ['demoted', 'demotedImage', false],
    ['user', 'editorImage', false],
    ['anonymous', 'editorImage', false],
    ['editor', 'cover', true],
    ['user', 'cover', false],
    ['admin', 'private', false],
  ])('%s deleting %s → allowed=%s', async (who, key, ok) => {
    await arrangeObjects();
    await expectRule(ok, remove(who, STORED[key]));
  });
});

describe('covers/{articleId}/{file}', () => {
  it.each<PersonaKey>(['editor', 'admin'])('allowed: %s uploads a cover', (who) =>
    allowed(upload(who, 'covers/novo/cover.webp', PNG, 'image/webp')),
  );
  it.each(NOT_STAFF)('denied: %s uploading a cover', (who) =>
    denied(upload(who, 'covers/novo/cover.webp', PNG, 'image/webp')),
  );
  it('denied: an HTML cover', () => denied(upload('editor', 'covers/novo/cover.html', HTML, 'text/html')));
  it('denied: a cover over 5 MB', () =>
    denied(upload('editor', 'covers/novo/cover.webp', new Uint8Array(5 * MB + 1), 'image/webp')));
  it('denied: a cover nested deeper', () =>
    denied(upload('editor', 'covers/novo/extra/cover.webp', PNG, 'image/webp')));
});

describe('everything else', () => {
  it.each<[Who, string]>([
    ['admin', 'privado/novo.png'],
    ['editor', 'article_images/nova.png'],
    ['admin', 'raiz.png'],
    ['admin', 'search/index.json'],
  ])('denied: %s uploading %s', (who, path) => denied(upload(who, path, PNG, 'image/png')));
});
