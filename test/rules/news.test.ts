// The news search's collections are written by the fetchNews function only (admin SDK): no rule
// matches newsCache, newsCallers or settings/news, so every client request is denied, staff included.
import { collection, getDocs } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { denied } from './support/cases';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, PEOPLE } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('news');

const STORED = {
  'newsCache/abc123': { category: 'all', text: '', items: [] },
  [`newsCallers/${PEOPLE.editor.uid}`]: { uncached: [1] },
  'settings/news': { feeds: { all: [{ source: 'x', url: 'https://x.com.br/rss' }] } },
};

describe.each(Object.keys(STORED))('%s', (path) => {
  const seed = () => commit(bed().owner(), [set(path, STORED[path as keyof typeof STORED])]);

  it.each(ALL_CALLERS)('denied: %s reading it', async (who) => {
    await seed();
    await denied(read(bed().db(who), path));
  });

  it.each(ALL_CALLERS)('denied: %s listing its collection', async (who) => {
    await seed();
    await denied(getDocs(collection(bed().db(who), path.split('/')[0])));
  });

  it.each(ALL_CALLERS)('denied: %s creating or replacing it', (who) =>
    denied(commit(bed().db(who), [set(path, { items: [{ title: 'Falsa', url: 'https://golpe.example' }] })])),
  );

  it.each(ALL_CALLERS)('denied: %s updating or deleting it', async (who) => {
    await seed();
    await denied(commit(bed().db(who), [update(path, { uncached: [] })]));
    await denied(commit(bed().db(who), [del(path)]));
  });
});
