// publicProfiles, stats/tags and settings/site: public reads; only settings/site is client-writable
// (by staff). Everything not matched is denied.
import { collection, getDocs, serverTimestamp } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied } from './support/cases';
import { PAST } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, NOT_STAFF, PEOPLE, STAFF, type Who } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('public-docs');

describe('publicProfiles/{uid}', () => {
  it.each(ALL_CALLERS)('%s reads a public profile', (who) =>
    allowed(read(bed().db(who), `publicProfiles/${PEOPLE.editor.uid}`)),
  );
  // Listing would hand anyone every account's name (readers included): staff only.
  it.each(ALL_CALLERS)('%s lists public profiles', (who) =>
    STAFF.includes(who)
      ? allowed(getDocs(collection(bed().db(who), 'publicProfiles')))
      : denied(getDocs(collection(bed().db(who), 'publicProfiles'))),
  );

  it.each<[string, Who, ReturnType<typeof set>]>([
    ['a user writing their own public profile', 'user', update(`publicProfiles/${PEOPLE.user.uid}`, { role: 'admin' })],
    [
      'a newcomer creating a public profile',
      'newcomer',
      set(`publicProfiles/${PEOPLE.newcomer.uid}`, {
        name: 'Nina',
        role: 'user',
        avatarUrl: null,
        updatedAt: serverTimestamp(),
      }),
    ],
    ['an admin writing a public profile', 'admin', update(`publicProfiles/${PEOPLE.user.uid}`, { name: 'X' })],
    ['an editor deleting a public profile', 'editor', del(`publicProfiles/${PEOPLE.user.uid}`)],
    ['anonymous writing a public profile', 'anonymous', set('publicProfiles/anon', { name: 'A' })],
  ])('denied: %s', (_name, who, write) => denied(commit(bed().db(who), [write])));
});

describe('stats/tags', () => {
  it.each(ALL_CALLERS)('%s reads stats/tags', (who) => allowed(read(bed().db(who), 'stats/tags')));

  it('denied: reading another stats document', async () => {
    await commit(bed().owner(), [set('stats/segredo', { n: 1 })]);
    await denied(read(bed().db('admin'), 'stats/segredo'));
  });

  it.each<Who>(['anonymous', 'editor'])('denied: %s listing stats', (who) =>
    denied(getDocs(collection(bed().db(who), 'stats'))),
  );

  it.each<[string, Who, ReturnType<typeof set>]>([
    ['an editor bumping a count', 'editor', update('stats/tags', { 'tags.economia.count': 99 })],
    ['an admin replacing the stats', 'admin', set('stats/tags', { tags: {}, updatedAt: serverTimestamp() })],
    ['a user deleting the stats', 'user', del('stats/tags')],
    ['anonymous writing the stats', 'anonymous', set('stats/tags', { tags: {} })],
  ])('denied: %s', (_name, who, write) => denied(commit(bed().db(who), [write])));
});

describe('settings/site', () => {
  const site = (overrides: Record<string, unknown> = {}) => ({
    siteTitle: 'Pauta — Notícias',
    siteDescription: 'Tecnologia, inovação, educação e desenvolvimento pessoal.',
    siteKeywords: 'notícias, tecnologia, educação',
    // The stored address (support/fixtures): saving the other fields leaves it as it is.
    siteUrl: 'http://localhost:5173',
    updatedAt: serverTimestamp(),
    ...overrides,
  });

  it.each(ALL_CALLERS)('%s reads settings/site', (who) => allowed(read(bed().db(who), 'settings/site')));

  it('denied: reading another settings document', async () => {
    await commit(bed().owner(), [set('settings/chaves', { apiKey: 'x' })]);
    await denied(read(bed().db('admin'), 'settings/chaves'));
  });

  it('denied: listing settings', () => denied(getDocs(collection(bed().db('anonymous'), 'settings'))));

  it.each(STAFF)('allowed: %s saves the site settings', (who) =>
    allowed(commit(bed().db(who), [set('settings/site', site())])),
  );

  // The site's address is the base of every mail link that carries a live token (confirmation,
  // unsubscribe): an editor must not point them at another host.
  it('allowed: an admin changes the site address; denied: an editor changing it', async () => {
    await denied(
      commit(bed().db('editor'), [
        update('settings/site', { siteUrl: 'https://atacante.example', updatedAt: serverTimestamp() }),
      ]),
    );
    await denied(commit(bed().db('editor'), [set('settings/site', site({ siteUrl: 'https://atacante.example' }))]));
    await allowed(commit(bed().db('admin'), [set('settings/site', site({ siteUrl: 'https://pauta.dev' }))]));
  });

  it('denied: an editor creating the missing settings with an address; allowed: without one', async () => {
    await commit(bed().owner(), [del('settings/site')]);
    await denied(commit(bed().db('editor'), [set('settings/site', site({ siteUrl: 'https://atacante.example' }))]));
    await allowed(commit(bed().db('editor'), [set('settings/site', site({ siteUrl: '' }))]));
  });

  it('allowed: an admin creates the settings when missing', async () => {
    await commit(bed().owner(), [del('settings/site')]);
    await allowed(commit(bed().db('admin'), [set('settings/site', site())]));
  });

  it.each(NOT_STAFF)('denied: %s saving the site settings', (who) =>
    denied(commit(bed().db(who), [set('settings/site', site())])),
  );

  it.each<[string, Record<string, unknown>]>([
    ['an empty title', site({ siteTitle: '' })],
    ['a numeric URL', site({ siteUrl: 42 })],
    ['a 501-character description', site({ siteDescription: 'd'.repeat(501) })],
    ['an extra key', site({ analyticsId: 'UA-1' })],
    ['a stale updatedAt', site({ updatedAt: PAST })],
  ])('denied: %s', (_name, data) => denied(commit(bed().db('admin'), [set('settings/site', data)])));

  it('denied: a missing key', () => {
    const data: Record<string, unknown> = site();
    delete data.siteKeywords;
    return denied(commit(bed().db('admin'), [set('settings/site', data)]));
  });

  it('denied: writing another settings document', () =>
    denied(commit(bed().db('admin'), [set('settings/outro', site())])));
  it('denied: deleting the site settings', () => denied(commit(bed().db('admin'), [del('settings/site')])));
});

describe('everything else', () => {
  it.each<[Who, string]>([
    ['anonymous', 'comentarios/1'],
    ['admin', 'comentarios/1'],
    ['admin', 'profiles/ada/privado/1'],
    ['admin', 'stats/tags/processedEvents/e1'],
  ])('denied: %s reading %s', async (who, path) => {
    await commit(bed().owner(), [set(path, { x: 1 })]);
    await denied(read(bed().db(who), path));
  });

  it.each<[Who, string]>([
    ['admin', 'comentarios/1'],
    ['editor', 'articles/pub-1/comentarios/1'],
  ])('denied: %s writing %s', (who, path) => denied(commit(bed().db(who), [set(path, { texto: 'oi' })])));
});
