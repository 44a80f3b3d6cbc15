// Embeds: what resolveEmbed records (embeds/{id}) and its rate-limit windows (embedCallers/{uid}) are
// the functions' alone: no client reads, lists or writes them. The thumbnails it stores in Storage
// (embeds/{service}/sizes|thumbnails/…, key-named versions) are public by name only: nobody lists
// them or writes anything under embeds/ through the client SDKs.
import { collection, getDocs } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied } from './support/cases';
import { useRulesBed } from './support/lifecycle';
import { type Who } from './support/personas';
import { commit, del, read, set } from './support/writes';

const bed = useRulesBed('embeds', { storage: true });
const KEY = '9f86d081884c7d659a2feaa0c55ad015';
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);
const WHO: Who[] = ['anonymous', 'user', 'contributor', 'editor', 'admin'];

describe('embeds/{id} and embedCallers/{uid}', () => {
  it.each(WHO)('denied: %s reading, listing, writing or deleting them', async (who) => {
    await commit(bed().owner(), [
      set('embeds/youtube-abc', { embed: { service: 'youtube' }, fetchedAt: 1, requestedBy: 'u' }),
      set('embedCallers/u', { resolutions: [1] }),
    ]);
    for (const [path, name] of [
      ['embeds/youtube-abc', 'embeds'],
      ['embedCallers/u', 'embedCallers'],
    ] as const) {
      await denied(read(bed().db(who), path));
      await denied(getDocs(collection(bed().db(who), name)));
      await denied(commit(bed().db(who), [set(path, { x: 1 })]));
      await denied(commit(bed().db(who), [del(path)]));
    }
  });
});

describe('embeds/ in Storage', () => {
  const thumbnail = `embeds/youtube/thumbnails/thumb_${KEY}.webp`;
  const arrange = () =>
    bed().asStorageOwner(async (storage) => {
      await storage.ref(thumbnail).put(PNG, { contentType: 'image/webp' });
    });

  it.each(WHO)('allowed: %s gets a thumbnail by its name', async (who) => {
    await arrange();
    await allowed(bed().storage(who).ref(thumbnail).getMetadata());
  });
  it.each(WHO)('denied: %s listing, uploading or deleting under embeds/', async (who) => {
    await arrange();
    await denied(bed().storage(who).ref('embeds/youtube/thumbnails').listAll());
    await denied(
      new Promise((resolve, reject) =>
        bed()
          .storage(who)
          .ref(`embeds/youtube/sizes/${KEY}_480x360.webp`)
          .put(PNG, { contentType: 'image/webp' })
          .then(resolve, reject),
      ),
    );
    await denied(bed().storage(who).ref(thumbnail).delete());
  });
});
