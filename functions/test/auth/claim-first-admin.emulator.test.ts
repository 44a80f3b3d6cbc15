// The first admin against the Firestore emulator: only the account FIRST_ADMIN_EMAIL names, only
// with its e-mail confirmed, exactly once even when claims race (two tabs of one person, or two
// accounts holding the address), and never again after.
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, FIRST_ADMIN_DOC } from '@pauta/model';
import { handleClaimFirstAdmin, type ClaimDeps } from '../../src/auth/claim-first-admin';
import { startTestFirestore, type TestFirestore } from '../emulator';

const PROJECT_ID = 'demo-pauta-first-admin';
const ADDRESS = 'Redacao@Pauta-Exemplo.com.br';
let firestore: TestFirestore;

beforeAll(async () => {
  firestore = await startTestFirestore(PROJECT_ID);
}, 60_000);
afterAll(async () => {
  await firestore?.stop();
});

const db = () => getFirestore();
const marker = () => db().collection(COLLECTIONS.public).doc(FIRST_ADMIN_DOC);
const role = async (uid: string) => (await db().collection(COLLECTIONS.profiles).doc(uid).get()).get('role');

/** Firebase Auth as the function would find it: uid → e-mail and whether it is confirmed. */
function deps(
  accounts: Record<string, { email: string; emailVerified: boolean }>,
  firstAdminEmail = ADDRESS,
): ClaimDeps {
  return {
    db: db(),
    account: async (uid) => accounts[uid] ?? { emailVerified: false },
    firstAdminEmail,
  };
}

async function profile(uid: string, email: string) {
  await db().collection(COLLECTIONS.profiles).doc(uid).set({ name: uid, email, role: 'user', avatarUrl: null });
}

beforeEach(async () => {
  for (const name of [COLLECTIONS.public, COLLECTIONS.profiles]) {
    const snapshot = await db().collection(name).get();
    await Promise.all(snapshot.docs.map((d) => d.ref.delete()));
  }
});

describe('claimFirstAdmin', () => {
  it('makes the named account admin at its first confirmed sign-in (address compared without case)', async () => {
    await profile('ana', 'redacao@pauta-exemplo.com.br');
    const accounts = { ana: { email: 'redacao@pauta-exemplo.com.br', emailVerified: true } };
    expect(await handleClaimFirstAdmin('ana', deps(accounts))).toEqual({ admin: true });
    expect(await role('ana')).toBe('admin');
    expect((await marker().get()).exists).toBe(true);
    expect(Object.keys((await marker().get()).data()!)).toEqual(['claimedAt']);
  });

  it('never for the address registered by someone who cannot confirm it', async () => {
    await profile('intruso', 'redacao@pauta-exemplo.com.br');
    const accounts = { intruso: { email: 'redacao@pauta-exemplo.com.br', emailVerified: false } };
    expect(await handleClaimFirstAdmin('intruso', deps(accounts))).toEqual({ admin: false });
    expect(await role('intruso')).toBe('user');
    expect((await marker().get()).exists).toBe(false);
  });

  it('never for another address, nor when no first admin is configured', async () => {
    await profile('bia', 'bia@exemplo.com.br');
    const accounts = { bia: { email: 'bia@exemplo.com.br', emailVerified: true } };
    expect(await handleClaimFirstAdmin('bia', deps(accounts))).toEqual({ admin: false });
    expect(await handleClaimFirstAdmin('bia', deps(accounts, ''))).toEqual({ admin: false });
    expect(await role('bia')).toBe('user');
  });

  it('refuses a caller who is not signed in', async () => {
    await expect(handleClaimFirstAdmin(null, deps({}))).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('exactly once when claims race: the same account in ten tabs, and two accounts holding the address', async () => {
    await profile('ana', ADDRESS);
    await profile('ana2', ADDRESS);
    const accounts = {
      ana: { email: ADDRESS, emailVerified: true },
      ana2: { email: ADDRESS, emailVerified: true },
    };
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => handleClaimFirstAdmin('ana', deps(accounts))),
      ...Array.from({ length: 10 }, () => handleClaimFirstAdmin('ana2', deps(accounts))),
    ]);
    expect(results.filter((r) => r.admin)).toHaveLength(1);
    const admins = [await role('ana'), await role('ana2')].filter((r) => r === 'admin');
    expect(admins).toHaveLength(1);
  });

  it('never again once claimed: a demoted first admin, or a new account with the address, stays as it is', async () => {
    await profile('ana', ADDRESS);
    const accounts = { ana: { email: ADDRESS, emailVerified: true }, novo: { email: ADDRESS, emailVerified: true } };
    expect(await handleClaimFirstAdmin('ana', deps(accounts))).toEqual({ admin: true });
    await db().collection(COLLECTIONS.profiles).doc('ana').update({ role: 'user' });
    await profile('novo', ADDRESS);
    expect(await handleClaimFirstAdmin('ana', deps(accounts))).toEqual({ admin: false });
    expect(await handleClaimFirstAdmin('novo', deps(accounts))).toEqual({ admin: false });
    expect([await role('ana'), await role('novo')]).toEqual(['user', 'user']);
  });

  it('waits for the profile the client creates first (nothing happens without it)', async () => {
    const accounts = { ana: { email: ADDRESS, emailVerified: true } };
    expect(await handleClaimFirstAdmin('ana', deps(accounts))).toEqual({ admin: false });
    expect((await marker().get()).exists).toBe(false);
  });
});
