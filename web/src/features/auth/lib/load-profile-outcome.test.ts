// The profile loader against an in-memory ProfileStore (the Firestore-backed store is exercised end to end).
import { describe, expect, it } from 'vitest';
import type { ProfileDoc } from '@pauta/model';
import { loadProfileOutcome, type ProfileStore } from './load-profile-outcome';
import type { StoredProfile } from '../api/profile-repository';
import type { AuthUserLike } from './session-user';

const googleUser: AuthUserLike = {
  uid: 'g1',
  email: 'rita@gmail.com',
  displayName: 'Rita de Cássia',
  photoURL: 'https://photos/rita.png',
  emailVerified: true,
  providerData: [{ providerId: 'google.com', photoURL: 'https://photos/rita.png' }],
};

type StoredDoc = Omit<Partial<ProfileDoc>, 'role'> & { role: string };

function memoryStore(initial: Record<string, StoredDoc> = {}, failCreate = false, firstAdmin: string | null = null) {
  const docs = { ...initial };
  const created: unknown[] = [];
  const claims: string[] = [];
  let open = firstAdmin !== null;
  const store: ProfileStore = {
    async read(uid): Promise<StoredProfile> {
      const doc = docs[uid];
      if (!doc) return { kind: 'missing' };
      if (!['admin', 'editor', 'user'].includes(doc.role)) return { kind: 'invalid-role' };
      return { kind: 'found', profile: doc as unknown as ProfileDoc };
    },
    async create(uid, fields) {
      if (failCreate) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
      created.push(fields);
      docs[uid] = { ...fields, role: 'user' };
    },
    async firstAdminOpen() {
      return open;
    },
    // Stands in for the server: only the named uid, once.
    async claimFirstAdmin() {
      const uid = Object.keys(docs).at(-1)!;
      claims.push(uid);
      if (!open || uid !== firstAdmin) return false;
      docs[uid].role = 'admin';
      open = false;
      return true;
    },
  };
  return { store, created, claims };
}

describe('loadProfileOutcome', () => {
  it('creates the profile at the first sign-in from the provider name and photo', async () => {
    const { store, created } = memoryStore();
    const outcome = await loadProfileOutcome(googleUser, store);
    expect(created).toEqual([
      { name: 'Rita de Cássia', email: 'rita@gmail.com', avatarUrl: 'https://photos/rita.png' },
    ]);
    expect(outcome).toMatchObject({ kind: 'ok', user: { name: 'Rita de Cássia', role: 'user' } });
  });

  it('asks to be the first admin only from a profile just created, and only while nobody was made', async () => {
    const { store, claims } = memoryStore({}, false, 'g1');
    expect(await loadProfileOutcome(googleUser, store)).toMatchObject({ kind: 'ok', user: { role: 'admin' } });
    expect(claims).toEqual(['g1']);
    const other = { ...googleUser, uid: 'g2', email: 'bia@gmail.com' };
    expect(await loadProfileOutcome(other, store)).toMatchObject({ kind: 'ok', user: { role: 'user' } });
    expect(claims).toEqual(['g1']); // closed: no second call
    await loadProfileOutcome(googleUser, store);
    expect(claims).toEqual(['g1']); // an existing profile never asks
  });

  it('a failed claim leaves an ordinary profile', async () => {
    const { store } = memoryStore({}, false, 'g1');
    store.claimFirstAdmin = () => Promise.reject(new Error('unavailable'));
    expect(await loadProfileOutcome(googleUser, store)).toMatchObject({ kind: 'ok', user: { role: 'user' } });
  });

  it('caps a long provider name at 100 characters', async () => {
    const { store, created } = memoryStore();
    await loadProfileOutcome({ ...googleUser, displayName: 'x'.repeat(150) }, store);
    expect((created[0] as { name: string }).name).toHaveLength(100);
  });

  it('reads an existing profile without writing', async () => {
    const { store, created } = memoryStore({
      g1: { name: 'Rita', email: 'rita@gmail.com', role: 'editor', avatarUrl: null },
    });
    expect(await loadProfileOutcome(googleUser, store)).toMatchObject({ kind: 'ok', user: { role: 'editor' } });
    expect(created).toEqual([]);
  });

  it('reports an invalid role', async () => {
    const { store } = memoryStore({ g1: { name: 'Rita', email: 'rita@gmail.com', role: 'root' } });
    expect(await loadProfileOutcome(googleUser, store)).toEqual({ kind: 'invalid-role' });
  });

  it('reports a missing profile when it cannot be created', async () => {
    const { store } = memoryStore({}, true);
    expect(await loadProfileOutcome(googleUser, store)).toEqual({ kind: 'missing' });
  });

  it('reports read failures as errors', async () => {
    const failing: ProfileStore = {
      read: () => Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' })),
      create: () => Promise.resolve(),
      firstAdminOpen: () => Promise.resolve(false),
      claimFirstAdmin: () => Promise.resolve(false),
    };
    expect(await loadProfileOutcome(googleUser, failing)).toMatchObject({ kind: 'error' });
  });
});
