// A believable history of reader statistics for the 30 days before today (npm start's demo):
// each published article draws views that peak in its first 48 hours and fade over weeks, on a
// day/night curve; the site adds home and list pages, sources and devices. Every document carries
// `demo: true` (the screens say so). Today stays empty: it fills with real views.
import {
  addDays,
  HOURS_OF_DAY,
  STATS_COLLECTIONS,
  statsArticleId,
  statsDay,
  statsHourStart,
  statsSiteId,
} from '@pauta/model';

const HOUR = 3_600_000;
const DAYS = 30;
/** Share of views by hour of the day (São Paulo): quiet nights, busy mornings and evenings. */
const DIURNAL = [
  0.2, 0.12, 0.08, 0.06, 0.06, 0.1, 0.3, 0.6, 0.9, 1, 1, 0.95, 1, 1.05, 1, 0.95, 0.9, 0.9, 1, 1.1, 1.15, 1, 0.7, 0.4,
];
const ARTICLE_SOURCES = { busca: 0.36, social: 0.24, direto: 0.18, interno: 0.14, newsletter: 0.05, outros: 0.03 };
const SITE_SOURCES = { direto: 0.34, busca: 0.28, social: 0.2, interno: 0.1, newsletter: 0.05, outros: 0.03 };
const DEVICES = { mobile: 0.63, desktop: 0.32, tablet: 0.05 };

/** A small deterministic generator: the same history on every fresh start. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const normalized = (weights) => {
  const sum = Object.values(weights).reduce((a, b) => a + b, 0);
  return Object.fromEntries(Object.entries(weights).map(([k, w]) => [k, w / sum]));
};

/**
 * `total` split by `weights` into whole numbers that add up to it (largest remainders).
 * @param {number} total @param {Record<string, number>} weights @returns {Record<string, number>}
 */
function split(total, weights) {
  /** @type {[string, number][]} */
  const raw = Object.entries(weights).map(([key, w]) => [key, total * w]);
  /** @type {Record<string, number>} */
  const out = Object.fromEntries(raw.map(([key, v]) => [key, Math.floor(v)]));
  let left = total - Object.values(out).reduce((a, b) => a + b, 0);
  for (const [key] of [...raw].sort((x, y) => (y[1] % 1) - (x[1] % 1))) {
    if (left-- <= 0) break;
    out[key] += 1;
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v > 0));
}

/**
 * The history's documents (one shard each) for these articles, up to the day before `now`.
 * @param {{ id: string, status: string, featured: boolean, publishedAt: import('firebase-admin/firestore').Timestamp | null }[]} articles
 * @param {Date} now
 * @returns {{ collection: string, id: string, data: Record<string, unknown> }[]}
 */
export function statsHistory(articles, now) {
  const next = random(20_260_611);
  const today = statsDay(now.getTime());
  const published = articles
    .filter((a) => a.status === 'published' && a.publishedAt)
    .map((a) => ({
      id: a.id,
      at: a.publishedAt.toMillis(),
      pull: (a.featured ? 2.2 : 1) * (0.6 + next() * 1.6),
      // Each article has its own audience: some found by search, others shared or mailed.
      sources: Object.fromEntries(Object.entries(ARTICLE_SOURCES).map(([k, w]) => [k, w * (0.3 + next() * 1.7)])),
    }));
  const docs = [];
  for (let n = DAYS; n >= 1; n--) {
    const day = addDays(today, -n);
    const weekday = new Date(statsHourStart(day, 12)).getUTCDay();
    const dayFactor = (weekday === 0 || weekday === 6 ? 0.7 : 1) * (0.9 + next() * 0.2);
    const siteHours = Object.fromEntries(HOURS_OF_DAY.map((h) => [h, 0]));
    let articleViews = 0;
    for (const article of published) {
      const hours = {};
      let views = 0;
      HOURS_OF_DAY.forEach((h, i) => {
        const age = (statsHourStart(day, i) + HOUR - article.at) / HOUR;
        if (age <= 0) return;
        const curve = age < 48 ? 16 * Math.exp(-age / 14) + 1 : Math.exp(-age / (24 * 25));
        const n = Math.round(article.pull * curve * DIURNAL[i] * dayFactor * (0.7 + next() * 0.6));
        if (n > 0) {
          hours[h] = n;
          siteHours[h] += n;
          views += n;
        }
      });
      if (!views) continue;
      articleViews += views;
      docs.push({
        collection: STATS_COLLECTIONS.articles,
        id: statsArticleId(day, article.id, 0),
        data: {
          day,
          articleId: article.id,
          views,
          uniques: Math.max(1, Math.round(views * (0.72 + next() * 0.12))),
          hours,
          sources: split(views, normalized(article.sources)),
          demo: true,
        },
      });
    }
    // Home, categories, topics: about 0.6 more views for each article view, on the same curve.
    for (const h of HOURS_OF_DAY) siteHours[h] += Math.round(siteHours[h] * 0.6);
    const views = Object.values(siteHours).reduce((a, b) => a + b, 0) || articleViews;
    const uniques = Math.round(views * (0.5 + next() * 0.1));
    docs.push({
      collection: STATS_COLLECTIONS.site,
      id: statsSiteId(day, 0),
      data: {
        day,
        views,
        uniques,
        hours: Object.fromEntries(Object.entries(siteHours).filter(([, v]) => v > 0)),
        sources: split(views, SITE_SOURCES),
        devices: split(views, DEVICES),
        visitorSources: split(uniques, SITE_SOURCES),
        visitorDevices: split(uniques, DEVICES),
        demo: true,
      },
    });
  }
  return docs;
}

/** Writes the history in batches. */
export async function writeStatsHistory(db, articles, now, log) {
  const docs = statsHistory(articles, now);
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const doc of docs.slice(i, i + 400)) batch.set(db.collection(doc.collection).doc(doc.id), doc.data);
    await batch.commit();
  }
  log(`Estatísticas de demonstração: ${docs.length} documentos (${DAYS} dias anteriores a hoje).`);
}
