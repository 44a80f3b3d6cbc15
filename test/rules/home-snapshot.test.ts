// public/home (the home snapshot) and public/firstAdmin (the first admin was made): anyone reads
// them; nobody lists `public` or writes it from a client (only functions, through the admin SDK, do:
// onArticleWritten and claimFirstAdmin).
import { collection, getDocs, serverTimestamp } from 'firebase/firestore/lite';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied } from './support/cases';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, type Who } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('home-snapshot');

describe('public/home', () => {
  beforeEach(() => commit(bed().owner(), [set('public/home', { featured: null, latest: [], showcase: {} })]));

  it.each(ALL_CALLERS)('%s reads public/home', (who) => allowed(read(bed().db(who), 'public/home')));

  it('denied: reading another public document', async () => {
    await commit(bed().owner(), [set('public/rascunhos', { n: 1 })]);
    await denied(read(bed().db('admin'), 'public/rascunhos'));
  });

  it.each<Who>(['anonymous', 'admin'])('denied: %s listing public', (who) =>
    denied(getDocs(collection(bed().db(who), 'public'))),
  );

  it.each<[string, Who, ReturnType<typeof set>]>([
    [
      'an admin replacing the snapshot',
      'admin',
      set('public/home', { featured: null, latest: [], updatedAt: serverTimestamp() }),
    ],
    ['an editor changing the latest list', 'editor', update('public/home', { latest: [] })],
    ['a user deleting the snapshot', 'user', del('public/home')],
    ['anonymous writing the snapshot', 'anonymous', set('public/home', { latest: [] })],
    ['an admin creating another public document', 'admin', set('public/outro', { a: 1 })],
  ])('denied: %s', (_name, who, write) => denied(commit(bed().db(who), [write])));
});

describe('public/firstAdmin', () => {
  beforeEach(() => commit(bed().owner(), [set('public/firstAdmin', { claimedAt: serverTimestamp() })]));

  it.each(ALL_CALLERS)('%s reads public/firstAdmin', (who) => allowed(read(bed().db(who), 'public/firstAdmin')));

  it.each<[string, Who, ReturnType<typeof set>]>([
    ['a user deleting it to claim again', 'user', del('public/firstAdmin')],
    ['an admin rewriting it', 'admin', set('public/firstAdmin', { claimedAt: serverTimestamp() })],
    ['anonymous creating it', 'anonymous', set('public/firstAdmin', { claimedAt: serverTimestamp() })],
  ])('denied: %s', (_name, who, write) => denied(commit(bed().db(who), [write])));
});
