// articleLocks/{articleId}: edit leases. Staff read them and take them (free, expired or someone
// else's: a takeover writes a new acquiredAt); only the holding session renews (acquiredAt and
// sessionId kept), so a tab whose lease was taken cannot quietly take it back; only the holder
// releases. Visitors, users and demoted editors never read or write them.
import { collection, getDocs, serverTimestamp, Timestamp } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied, expectRule } from './support/cases';
import { PAST, SEEDED } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, PEOPLE, STAFF, type PersonaKey, type Who } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('edit-locks');
const isStaff = (who: Who) => STAFF.includes(who);
const lock = `articleLocks/${SEEDED.published.id}`;
const uidOf = (who: Who) => (who === 'anonymous' ? PEOPLE.user.uid : PEOPLE[who as PersonaKey].uid);
const SESSION = { edna: 'sessao-edna-aba-1', ednaTab2: 'sessao-edna-aba-2', eduardo: 'sessao-eduardo-1' };

/** Taking the lease (free, expired or someone else's), as the editor writes it. */
const take = (who: Who, sessionId: string, overrides: Record<string, unknown> = {}) => ({
  holderId: uidOf(who),
  holderName: who === 'anonymous' ? 'Anônimo' : PEOPLE[who as PersonaKey].name,
  sessionId,
  acquiredAt: serverTimestamp(),
  renewedAt: serverTimestamp(),
  ...overrides,
});

/** A renewal: the holder's session refreshes renewedAt and keeps everything else. */
const renew = (who: Who, sessionId: string) => ({ holderId: uidOf(who), sessionId, renewedAt: serverTimestamp() });

/** The lease as stored by an earlier take of the editor (Edna), arranged as the owner. */
const heldByEdna = () =>
  commit(bed().owner(), [
    set(lock, {
      holderId: PEOPLE.editor.uid,
      holderName: PEOPLE.editor.name,
      sessionId: SESSION.edna,
      acquiredAt: PAST,
      renewedAt: PAST,
    }),
  ]);

describe('reading leases', () => {
  it.each(ALL_CALLERS)('%s reading a lease', async (who) => {
    await heldByEdna();
    await expectRule(isStaff(who), read(bed().db(who), lock));
  });

  it.each(ALL_CALLERS)('%s listing who is editing (the article list)', async (who) => {
    await heldByEdna();
    await expectRule(isStaff(who), getDocs(collection(bed().db(who), 'articleLocks')));
  });
});

describe('taking a lease', () => {
  it.each(ALL_CALLERS)('%s taking a free lease', (who) =>
    expectRule(isStaff(who), commit(bed().db(who), [set(lock, take(who, 'sessao-qualquer-1'))])),
  );

  it.each(['otherEditor', 'admin'] as Who[])('allowed: %s takes over Edna’s lease (Assumir edição)', async (who) => {
    await heldByEdna();
    await allowed(commit(bed().db(who), [set(lock, take(who, SESSION.eduardo))]));
  });

  it('allowed: Edna’s second tab takes the lease from her first tab', async () => {
    await heldByEdna();
    await allowed(commit(bed().db('editor'), [set(lock, take('editor', SESSION.ednaTab2))]));
  });

  it.each(['user', 'demoted', 'anonymous'] as Who[])('denied: %s taking over a lease', async (who) => {
    await heldByEdna();
    await denied(commit(bed().db(who), [set(lock, take(who, 'sessao-intrusa'))]));
  });

  it.each<[string, Record<string, unknown>]>([
    ['in someone else’s name', { holderId: PEOPLE.otherEditor.uid }],
    ['with a back-dated acquiredAt', { acquiredAt: PAST }],
    ['with a renewedAt in the future', { renewedAt: Timestamp.fromMillis(Date.now() + 3_600_000) }],
    ['with an extra key', { expiresAt: serverTimestamp() }],
    ['without a session', { sessionId: undefined }],
    ['with a 3-character session', { sessionId: 'abc' }],
    ['with an empty name', { holderName: '' }],
    ['with a 101-character name', { holderName: 'N'.repeat(101) }],
  ])('denied: taking a lease %s', (_name, overrides) => {
    const data: Record<string, unknown> = take('editor', SESSION.edna, overrides);
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    return denied(commit(bed().db('editor'), [set(lock, data)]));
  });
});

describe('renewing a lease', () => {
  it('allowed: the holding session renews', async () => {
    await heldByEdna();
    await allowed(commit(bed().db('editor'), [update(lock, renew('editor', SESSION.edna))]));
  });

  it('denied: renewing with a fixed renewedAt', async () => {
    await heldByEdna();
    await denied(commit(bed().db('editor'), [update(lock, { ...renew('editor', SESSION.edna), renewedAt: PAST })]));
  });

  it('denied: another tab of the holder renewing (same person, other session)', async () => {
    await heldByEdna();
    await denied(commit(bed().db('editor'), [update(lock, renew('editor', SESSION.ednaTab2))]));
  });

  it('denied: a colleague renewing in their own name without taking over', async () => {
    await heldByEdna();
    await denied(commit(bed().db('otherEditor'), [update(lock, renew('otherEditor', SESSION.edna))]));
  });

  it('denied: after a takeover, the old holder’s renewal (it cannot quietly take the lease back)', async () => {
    await heldByEdna();
    await allowed(commit(bed().db('otherEditor'), [set(lock, take('otherEditor', SESSION.eduardo))]));
    await denied(commit(bed().db('editor'), [update(lock, renew('editor', SESSION.edna))]));
    // Taking it back is an explicit takeover, which is allowed.
    await allowed(commit(bed().db('editor'), [set(lock, take('editor', SESSION.edna))]));
  });
});

describe('releasing a lease', () => {
  it.each<[Who, boolean]>([
    ['editor', true],
    ['otherEditor', false],
    ['admin', false],
    ['user', false],
    ['demoted', false],
    ['anonymous', false],
  ])('%s deleting Edna’s lease: %s (only the holder releases)', async (who, ok) => {
    await heldByEdna();
    await expectRule(ok, commit(bed().db(who), [del(lock)]));
  });
});
