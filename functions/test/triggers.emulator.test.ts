// The two Firestore triggers run against a real Firestore emulator, with real before/after snapshots.
import { getFirestore, type DocumentReference, type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { Change } from 'firebase-functions/v2/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onArticleWritten } from '../src/articles/on-article-written';
import { syncPublicProfile } from '../src/profiles/sync-public-profile';
import { startTestFirestore, type TestFirestore } from './emulator';

const PROJECT_ID = 'demo-pauta-functions';
let firestore: TestFirestore;

beforeAll(async () => {
  firestore = await startTestFirestore(PROJECT_ID);
}, 60_000);

afterAll(async () => {
  await firestore?.stop();
});

const db = () => getFirestore();

async function clear(): Promise<void> {
  // Not recursiveDelete(): the project's emulator rejects its kindless query (see the helper report).
  for (const name of ['articles', 'stats/tags/processedEvents', 'stats', 'profiles', 'publicProfiles']) {
    const snapshot = await db().collection(name).get();
    await Promise.all(snapshot.docs.map((d) => d.ref.delete()));
  }
}

let eventCounter = 0;

/** Applies a write and returns the event a Firestore trigger would receive for it. */
async function write(ref: DocumentReference, data: Record<string, unknown> | null) {
  const before = await ref.get();
  if (data === null) await ref.delete();
  else await ref.set(data);
  const after = await ref.get();
  eventCounter += 1;
  return {
    id: `event-${eventCounter}`,
    data: Change.fromObjects<DocumentSnapshot>(before, after),
    params: { id: ref.id, uid: ref.id },
  };
}

// The handlers only read `data` and `params`; the rest of the CloudEvent envelope is irrelevant here.
type AnyEvent = Parameters<typeof onArticleWritten.run>[0] & Parameters<typeof syncPublicProfile.run>[0];
const asEvent = (event: Awaited<ReturnType<typeof write>>) => event as unknown as AnyEvent;

async function articleWrite(id: string, data: Record<string, unknown> | null) {
  await onArticleWritten.run(asEvent(await write(db().doc(`articles/${id}`), data)));
}

const article = (status: 'draft' | 'published', tags: string[], tagKeys = tags.map((t) => t.toLowerCase())) => ({
  title: 't',
  status,
  tags,
  tagKeys,
  publishedAt: status === 'published' ? Timestamp.now() : null,
});

async function tagStats(): Promise<Record<string, { label: string; count: number }>> {
  return ((await db().doc('stats/tags').get()).get('tags') as Record<string, { label: string; count: number }>) ?? {};
}

describe('onArticleWritten keeps stats/tags', () => {
  beforeEach(clear);

  it('counts published articles per tag through a whole lifecycle', async () => {
    await articleWrite('a', article('draft', ['IA', 'Saúde'], ['ia', 'saude']));
    expect(await tagStats()).toEqual({});

    await articleWrite('a', article('published', ['IA', 'Saúde'], ['ia', 'saude']));
    await articleWrite('b', article('published', ['ia', 'Economia'], ['ia', 'economia']));
    expect(await tagStats()).toEqual({
      ia: { label: 'IA', count: 2 },
      saude: { label: 'Saúde', count: 1 },
      economia: { label: 'Economia', count: 1 },
    });

    // Tag removed from a published article, another added.
    await articleWrite('a', article('published', ['IA', 'Política'], ['ia', 'politica']));
    expect(await tagStats()).toEqual({
      ia: { label: 'IA', count: 2 },
      politica: { label: 'Política', count: 1 },
      economia: { label: 'Economia', count: 1 },
    });

    await articleWrite('a', article('draft', ['IA', 'Política'], ['ia', 'politica'])); // unpublished
    await articleWrite('b', null); // deleted
    expect(await tagStats()).toEqual({});
  });

  it('stays exact under concurrent publications of the same tag', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `c${i}`);
    const events = await Promise.all(
      ids.map((id) => write(db().doc(`articles/${id}`), article('published', ['Concorrência']))),
    );
    await Promise.all(events.map((event) => onArticleWritten.run(asEvent(event))));
    expect(await tagStats()).toEqual({ concorrência: { label: 'Concorrência', count: 8 } });
  });

  it('ignores a redelivered event', async () => {
    const event = asEvent(await write(db().doc('articles/e'), article('published', ['Repetido'])));
    await onArticleWritten.run(event);
    await onArticleWritten.run(event);
    expect(await tagStats()).toEqual({ repetido: { label: 'Repetido', count: 1 } });
  });

  it('writes nothing for an edit that does not change published tags', async () => {
    await articleWrite('d', article('draft', ['X']));
    expect((await db().doc('stats/tags').get()).exists).toBe(false);
  });
});

describe('syncPublicProfile mirrors profiles without the email', () => {
  beforeEach(clear);

  const profile = (role: string) => ({
    name: 'Ana',
    email: 'ana@pauta.dev',
    role,
    avatarUrl: null,
    createdAt: Timestamp.fromMillis(1_700_000_000_000),
    updatedAt: Timestamp.fromMillis(1_700_000_500_000),
  });

  it('creates, updates and deletes publicProfiles/{uid}', async () => {
    const ref = db().doc('profiles/ana');
    await syncPublicProfile.run(asEvent(await write(ref, profile('user'))));
    expect((await db().doc('publicProfiles/ana').get()).data()).toEqual({
      name: 'Ana',
      role: 'user',
      avatarUrl: null,
      updatedAt: Timestamp.fromMillis(1_700_000_500_000),
    });

    await syncPublicProfile.run(asEvent(await write(ref, profile('editor'))));
    expect((await db().doc('publicProfiles/ana').get()).get('role')).toBe('editor');

    await syncPublicProfile.run(asEvent(await write(ref, null)));
    expect((await db().doc('publicProfiles/ana').get()).exists).toBe(false);
  });
});
