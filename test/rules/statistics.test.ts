// Reader statistics: staff read the day counters and live buckets; nobody else reads them; nobody
// writes them; the visitor markers and the daily salt are out of every client's reach.
import { collection, getDocs, increment, query, where } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { STATS_COLLECTIONS } from '@pauta/model';
import { allowed, denied } from './support/cases';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, NOT_STAFF, STAFF, type Who } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('statistics');

const SITE = `${STATS_COLLECTIONS.site}/2026-06-10_0`;
const ARTICLE = `${STATS_COLLECTIONS.articles}/2026-06-10_artigo-1_0`;
const LIVE = `${STATS_COLLECTIONS.live}/493000_0`;
const VISITOR = `${STATS_COLLECTIONS.visitors}/hash-do-visitante`;
const SALT = `${STATS_COLLECTIONS.salts}/2026-06-10`;

async function seedStats() {
  await commit(bed().owner(), [
    set(SITE, { day: '2026-06-10', views: 3, uniques: 2, hours: { '14': 3 } }),
    set(ARTICLE, { day: '2026-06-10', articleId: 'artigo-1', views: 2, uniques: 1 }),
    set(LIVE, { hour: 493000, minutes: { '05': 1 } }),
    set(VISITOR, { day: '2026-06-10', lastMinute: 1, articles: [] }),
    set(SALT, { salt: 'segredo' }),
  ]);
}

describe('statistics counters (statsSite, statsArticles, statsLive)', () => {
  it.each(STAFF)('%s reads and lists the counters', async (who) => {
    await seedStats();
    const db = bed().db(who);
    for (const path of [SITE, ARTICLE, LIVE]) await allowed(read(db, path));
    await allowed(getDocs(query(collection(db, STATS_COLLECTIONS.site), where('day', '>=', '2026-06-01'))));
    await allowed(getDocs(collection(db, STATS_COLLECTIONS.articles)));
    await allowed(getDocs(collection(db, STATS_COLLECTIONS.live)));
  });

  it.each(NOT_STAFF)('denied: %s reading or listing the counters', async (who) => {
    await seedStats();
    const db = bed().db(who);
    for (const path of [SITE, ARTICLE, LIVE]) await denied(read(db, path));
    for (const name of [STATS_COLLECTIONS.site, STATS_COLLECTIONS.articles, STATS_COLLECTIONS.live])
      await denied(getDocs(collection(db, name)));
  });

  it.each(ALL_CALLERS)('denied: %s writing the counters', async (who: Who) => {
    await seedStats();
    const db = bed().db(who);
    await denied(commit(db, [update(SITE, { views: increment(1) })]));
    await denied(commit(db, [set(`${STATS_COLLECTIONS.site}/2026-06-11_0`, { day: '2026-06-11', views: 1 })]));
    await denied(commit(db, [update(ARTICLE, { views: increment(100) })]));
    await denied(commit(db, [set(LIVE, { hour: 493000, minutes: { '05': 50 } })]));
    await denied(commit(db, [del(SITE)]));
  });
});

describe('visitor markers and the daily salt', () => {
  it.each(ALL_CALLERS)('denied: %s reading, listing or writing them', async (who: Who) => {
    await seedStats();
    const db = bed().db(who);
    for (const path of [VISITOR, SALT]) {
      await denied(read(db, path));
      await denied(commit(db, [set(path, { day: '2026-06-10' })]));
      await denied(commit(db, [del(path)]));
    }
    await denied(getDocs(collection(db, STATS_COLLECTIONS.visitors)));
    await denied(getDocs(collection(db, STATS_COLLECTIONS.salts)));
  });
});
