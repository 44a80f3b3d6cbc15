// storage.rules: originals private (their owner and admins get and list them), processed versions
// public by name only, nothing listable by anyone but staff; editors/admins upload images (≤ 5 MB,
// jpeg/png/webp/gif) under their own uid; versions and covers only through the admin SDK;
// everything else (the search index among it) denied. The access matrix at the end is the one
// docs/security.md shows.
import { serverTimestamp } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied, expectRule } from './support/cases';
import { useRulesBed } from './support/lifecycle';
import { NOT_STAFF, PEOPLE, type PersonaKey, type Who } from './support/personas';
import { commit, update } from './support/writes';

const bed = useRulesBed('storage', { storage: true });

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
const download = (who: Who, path: string) => bed().storage(who).ref(path).getDownloadURL();
const listing = (who: Who, prefix: string) => bed().storage(who).ref(prefix).listAll();
const remove = (who: Who, path: string) => bed().storage(who).ref(path).delete();

const KEY = '9f86d081884c7d659a2feaa0c55ad015';
const STORED = {
  editorImage: `article_images/${uidOf('editor')}/foto.png`,
  otherEditorImage: `article_images/${uidOf('otherEditor')}/foto.png`,
  demotedImage: `article_images/${uidOf('demoted')}/foto.png`,
  thumbnail: `article_images/${uidOf('editor')}/thumbnails/thumb_${KEY}.webp`,
  size: `article_images/${uidOf('editor')}/sizes/${KEY}_1600x900.webp`,
  medium: `article_images/${uidOf('editor')}/sizes/${KEY}_800w.webp`,
  external: `article_images/${uidOf('editor')}/external/foto.jpg`,
  cover: 'covers/pub-1/cover.png',
  coverSize: `covers/pub-1/sizes/${KEY}_1200x675.webp`,
  coverThumbnail: `covers/pub-1/thumbnails/thumb_${KEY}.webp`,
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
      STORED.external,
      STORED.cover,
    ]) {
      await storage.ref(path).put(PNG, { contentType: 'image/png' });
    }
    for (const path of [STORED.thumbnail, STORED.size, STORED.medium, STORED.coverSize, STORED.coverThumbnail])
      await storage.ref(path).put(PNG, { contentType: 'image/webp' });
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
    ['contributor', 'image/png', true],
    ['contributor', 'image/webp', true],
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
    ['a contributor uploading into an editor’s folder', 'contributor', `article_images/${uidOf('editor')}/nova.png`],
    ['a contributor overwriting an editor’s image', 'contributor', STORED.editorImage],
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

// A staff profile is not enough: every role above 'user' needs a verified address (an account
// made staff by the sign-up role before its owner proved the inbox is theirs uploads nothing).
describe('an editor whose e-mail address is not verified', () => {
  it('denied: uploading to their own folder, reading their originals, listing them', async () => {
    await bed().asStorageOwner((storage) =>
      storage
        .ref(STORED.editorImage)
        .put(PNG, { contentType: 'image/png' })
        .then(() => {}),
    );
    const storage = bed().unverifiedStorage('editor');
    await denied(
      storage
        .ref(`article_images/${uidOf('editor')}/nova.png`)
        .put(PNG, { contentType: 'image/png' }) as unknown as Promise<unknown>,
    );
    await denied(storage.ref(STORED.editorImage).getMetadata());
    await denied(storage.ref(`article_images/${uidOf('editor')}`).listAll());
    await allowed(upload('editor', `article_images/${uidOf('editor')}/nova.png`, PNG, 'image/png'));
  });
});

describe('a contributor’s own folder (images for their own drafts)', () => {
  const own = `article_images/${uidOf('contributor')}/foto.png`;

  it('allowed: a contributor uploads, reads, lists and deletes their own originals', async () => {
    await allowed(upload('contributor', own, PNG, 'image/png'));
    await allowed(metadata('contributor', own));
    await allowed(listing('contributor', `article_images/${uidOf('contributor')}`));
    await allowed(remove('contributor', own));
  });

  it('denied: another contributor reading or deleting them; an admin may', async () => {
    await allowed(upload('contributor', own, PNG, 'image/png'));
    await denied(metadata('otherContributor', own));
    await denied(remove('otherContributor', own));
    await denied(metadata('editor', own));
    await allowed(metadata('admin', own));
  });
});

describe('processed versions and external originals (functions only)', () => {
  it.each<[Who, string]>([
    ['editor', `article_images/${uidOf('editor')}/thumbnails/thumb_${KEY}.webp`],
    ['admin', `article_images/${uidOf('admin')}/thumbnails/thumb_${KEY}.webp`],
    ['editor', `article_images/${uidOf('editor')}/thumbnails/sub/thumb_nova.png`],
    ['editor', `article_images/${uidOf('editor')}/sizes/${KEY}_1600x900.webp`],
    ['admin', `article_images/${uidOf('admin')}/sizes/${KEY}_800w.webp`],
    ['editor', `article_images/${uidOf('editor')}/external/foto.jpg`],
    ['editor', `article_images/${uidOf('editor')}/outra/foto.jpg`],
    ['admin', `covers/pub-1/sizes/${KEY}_1200x675.webp`],
    ['editor', `covers/pub-1/thumbnails/thumb_${KEY}.webp`],
  ])('denied: %s writing %s', (who, path) => denied(upload(who, path, PNG, 'image/webp')));

  it.each<[Who, keyof typeof STORED]>([
    ['editor', 'size'],
    ['admin', 'size'],
    ['editor', 'thumbnail'],
    ['admin', 'thumbnail'],
    ['editor', 'external'],
    ['admin', 'coverSize'],
  ])('denied: %s deleting %s', async (who, key) => {
    await arrangeObjects();
    await denied(remove(who, STORED[key]));
  });
});

describe('deletes', () => {
  it.each<[Who, keyof typeof STORED, boolean]>([
    ['editor', 'editorImage', true],
    ['editor', 'otherEditorImage', false],
    ['contributor', 'editorImage', false],
    ['admin', 'otherEditorImage', true],
    ['demoted', 'demotedImage', false],
    ['user', 'editorImage', false],
    ['anonymous', 'editorImage', false],
    ['editor', 'cover', false],
    ['admin', 'cover', false],
    ['user', 'cover', false],
    ['admin', 'private', false],
  ])('%s deleting %s → allowed=%s', async (who, key, ok) => {
    await arrangeObjects();
    await expectRule(ok, remove(who, STORED[key]));
  });
});

describe('covers/{articleId}/{file} (written by the seed with the admin SDK only)', () => {
  it.each<Who>(['editor', 'admin', ...NOT_STAFF])('denied: %s uploading a cover', (who) =>
    denied(upload(who, 'covers/novo/cover.webp', PNG, 'image/webp')),
  );
  it('denied: an HTML cover', () => denied(upload('editor', 'covers/novo/cover.html', HTML, 'text/html')));
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

// ---------- the access matrix: who may get one object, and list a folder's names ----------

const CALLERS: Who[] = ['anonymous', 'user', 'demoted', 'newcomer', 'contributor', 'otherEditor', 'editor', 'admin'];
type Audience = 'everyone' | 'owner+admin' | 'staff' | 'nobody';
const mayAccess = (audience: Audience, who: Who) =>
  audience === 'everyone' ||
  (audience === 'owner+admin' && (who === 'editor' || who === 'admin')) ||
  (audience === 'staff' && (who === 'editor' || who === 'otherEditor' || who === 'admin'));

// The editor (edna) owns the article_images folder below; otherEditor is staff but not its owner.
const GETS: [string, keyof typeof STORED, Audience][] = [
  ['an uploaded original', 'editorImage', 'owner+admin'],
  ['an imported original', 'external', 'owner+admin'],
  ['a main version', 'size', 'everyone'],
  ['an 800 px version', 'medium', 'everyone'],
  ['a thumbnail', 'thumbnail', 'everyone'],
  ['a cover original', 'cover', 'staff'],
  ['a cover version', 'coverSize', 'everyone'],
  ['a cover thumbnail', 'coverThumbnail', 'everyone'],
  ['the search index', 'searchIndex', 'nobody'],
  ['anything else', 'private', 'nobody'],
];

const LISTS: [string, string, Audience][] = [
  ['the originals of an editor', `article_images/${uidOf('editor')}`, 'owner+admin'],
  ['the imported originals of an editor', `article_images/${uidOf('editor')}/external`, 'owner+admin'],
  ['the main versions of an editor', `article_images/${uidOf('editor')}/sizes`, 'owner+admin'],
  ['the thumbnails of an editor', `article_images/${uidOf('editor')}/thumbnails`, 'owner+admin'],
  ['every uploader', 'article_images', 'nobody'],
  ['a cover folder', 'covers/pub-1', 'staff'],
  ['a cover’s versions', 'covers/pub-1/sizes', 'staff'],
  ['every cover', 'covers', 'nobody'],
  ['the search index folder', 'search', 'nobody'],
  ['the bucket root', '', 'nobody'],
];

describe('get: one object by its name', () => {
  describe.each(GETS)('%s (%s)', (_name, key, audience) => {
    it.each(CALLERS)('%s', async (who) => {
      await arrangeObjects();
      await expectRule(mayAccess(audience, who), metadata(who, STORED[key]));
    });
  });

  it('an original cannot be downloaded anonymously, even by the media URL', async () => {
    await arrangeObjects();
    await denied(download('anonymous', STORED.editorImage));
    await allowed(download('anonymous', STORED.size));
  });

  it('a demotion closes the originals on the next request', async () => {
    await arrangeObjects();
    await allowed(metadata('editor', STORED.editorImage));
    await commit(bed().db('admin'), [
      update(`profiles/${uidOf('editor')}`, { role: 'user', updatedAt: serverTimestamp() }),
    ]);
    await denied(metadata('editor', STORED.editorImage));
    await denied(listing('editor', `article_images/${uidOf('editor')}`));
  });
});

describe('list: the names in a folder', () => {
  describe.each(LISTS)('%s (%s)', (_name, prefix, audience) => {
    it.each(CALLERS)('%s', async (who) => {
      await arrangeObjects();
      await expectRule(mayAccess(audience, who), listing(who, prefix));
    });
  });
});
