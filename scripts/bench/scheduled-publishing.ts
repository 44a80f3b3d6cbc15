// `npm run bench:schedules`: how late scheduled articles go public on the local stack (scripts/lib/bench-stack.mjs:
// `npm test`'s shared one, else started here on the test ports, shifted by PAUTA_PORT_OFFSET, with
// fresh data), through the production code path:
// the trigger queues each article's task, the local stand-in for Cloud Tasks holds it until its time
// and firebase-tools' tasks emulator delivers it to publishScheduledArticle; the sweep
// (publishDueArticles) runs every minute on the minute. Lateness is what the publish step records
// (publications/{id}.lateMs: when it ran − the scheduled time).
//   1. Spread: BENCH_SPREAD articles (default 30), one every 3 s from a minute ahead (BENCH_LEAD_S): the median and
//      worst lateness of single publications.
//   2. Burst: BENCH_BURST articles (default 200) scheduled for the same minute: all public, each
//      exactly once (one publication record, one 'publish' revision, version 2), the median and the
//      latest one's lateness, and how many the tasks and the sweep each published.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  categoryPath,
  COLLECTIONS,
  EDITOR_COLLECTIONS,
  FIRST_ARTICLE_VERSION,
  formatBrasiliaDateTime,
  PUBLICATIONS_COLLECTION,
  type PublicationDoc,
} from '@pauta/model';
import { benchStack } from '../lib/bench-stack.mjs';

const SPREAD = Number(process.env.BENCH_SPREAD ?? 30);
const BURST = Number(process.env.BENCH_BURST ?? 200);
const MINUTE = 60_000;
/**
 * How far ahead the first spread article and the burst's minute are: time for every task to be
 * queued before it (a run fails if one is not). BENCH_LEAD_S for both; by default a minute for the
 * spread and two and a half for the burst (200 articles: a few seconds each under load). The spread
 * then goes just before or just after the burst's minute (schedule).
 */
const LEAD_S = process.env.BENCH_LEAD_S ? Number(process.env.BENCH_LEAD_S) : undefined;
const SPREAD_LEAD_MS = (LEAD_S ?? 60) * 1000;
const BURST_LEAD_MS = (LEAD_S ?? 150) * 1000;
/** Writes per batch: an article is three documents (metadata, body, slug claim). */
const ARTICLES_PER_BATCH = 150;

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) => {
  const s = sorted(values);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))]!;
};
const ms = (value: number) => `${Math.round(value)} ms`;
const sleep = (wait: number) => new Promise((r) => setTimeout(r, Math.max(0, wait)));

async function createScheduled(db: Firestore, label: string, times: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < times.length; start += ARTICLES_PER_BATCH) {
    const batch = db.batch();
    for (const [offset, at] of times.slice(start, start + ARTICLES_PER_BATCH).entries()) {
      const ref = db.collection(COLLECTIONS.articles).doc();
      const slug = `bench-${label}-${start + offset}-${ref.id.toLowerCase()}`;
      const now = FieldValue.serverTimestamp();
      batch.set(ref, {
        title: `Bench ${label} ${start + offset}`,
        excerpt: 'Artigo do benchmark de agendamento.',
        imageUrl: '',
        category: 'tecnologia',
        categoryPath: categoryPath('tecnologia'),
        featured: false,
        status: 'scheduled',
        tags: ['Benchmark'],
        tagKeys: ['benchmark'],
        slug,
        authorId: 'seed-editor',
        authorName: 'Bench',
        createdAt: now,
        updatedAt: now,
        publishedAt: null,
        scheduledFor: Timestamp.fromMillis(at),
        version: FIRST_ARTICLE_VERSION,
      });
      batch.set(db.collection(COLLECTIONS.articleContents).doc(ref.id), {
        content: '<p>Corpo.</p>',
        status: 'scheduled',
        authorId: 'seed-editor',
        updatedAt: now,
      });
      batch.set(db.collection(COLLECTIONS.slugs).doc(slug), { articleId: ref.id });
      ids.push(ref.id);
    }
    await batch.commit();
  }
  return ids;
}

async function heldTasks(host: string): Promise<string[]> {
  const held = (await (await fetch(`http://${host}/tasks`)).json()) as { name: string }[];
  return held.map((t) => t.name);
}

/** Waits until every article has its task waiting (the trigger queued it); returns how long that took. */
async function waitForTasks(host: string, ids: string[], deadline: number): Promise<number> {
  const started = Date.now();
  while (Date.now() < deadline) {
    const held = await heldTasks(host);
    if (ids.every((id) => held.some((name) => name.includes(`-${id}-`)))) return Date.now() - started;
    await sleep(500);
  }
  throw new Error('as tarefas não foram todas enfileiradas antes do horário');
}

interface Outcome {
  published: number;
  exactlyOnce: boolean;
  late: number[];
  via: Record<string, number>;
}

/** Polls until every article is published (or the deadline), then checks each went out exactly once. */
async function settle(db: Firestore, ids: string[], deadline: number): Promise<Outcome> {
  const records = new Map<string, PublicationDoc<Timestamp>[]>();
  while (Date.now() < deadline) {
    records.clear();
    for (let i = 0; i < ids.length; i += 30) {
      const snap = await db
        .collection(PUBLICATIONS_COLLECTION)
        .where('articleId', 'in', ids.slice(i, i + 30))
        .get();
      for (const doc of snap.docs) {
        const data = doc.data() as PublicationDoc<Timestamp>;
        records.set(data.articleId, [...(records.get(data.articleId) ?? []), data]);
      }
    }
    if (records.size === ids.length) break;
    await sleep(1000);
  }
  const articles = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.articles).doc(id)));
  const revisions = await Promise.all(
    ids.map(
      async (id) =>
        (
          await db
            .collection(COLLECTIONS.articles)
            .doc(id)
            .collection(EDITOR_COLLECTIONS.revisions)
            .where('kind', '==', 'publish')
            .count()
            .get()
        ).data().count,
    ),
  );
  const published = articles.filter((a) => a.get('status') === 'published').length;
  const exactlyOnce =
    published === ids.length &&
    articles.every((a) => a.get('version') === 2) &&
    revisions.every((n) => n === 1) &&
    ids.every((id) => records.get(id)?.length === 1);
  const all = [...records.values()].flat();
  const via: Record<string, number> = {};
  for (const record of all) via[record.via] = (via[record.via] ?? 0) + 1;
  return { published, exactlyOnce, late: all.map((r) => r.lateMs ?? 0), via };
}

function report(title: string, count: number, outcome: Outcome) {
  console.log(`\n## ${title}`);
  console.log(
    '| artigos | públicos | uma vez cada | atraso mediano | p90 | o mais atrasado | por tarefa | pela varredura |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${count} | ${outcome.published} | ${outcome.exactlyOnce ? 'sim' : 'NÃO'} | ${ms(quantile(outcome.late, 0.5))} | ` +
      `${ms(quantile(outcome.late, 0.9))} | ${ms(Math.max(...outcome.late))} | ${outcome.via.task ?? 0} | ${outcome.via.sweep ?? 0} |`,
  );
}

/** The spread's articles are kept this far from the burst's minute: the two are measured apart. */
const APART_MS = 15_000;

/**
 * When both go out: the burst at the first whole minute its lead allows, the spread just before it
 * when its own lead leaves room, else just after it (one wait for the clock, at most a minute).
 */
function schedule(now: number): { spreadFirst: number; burstAt: number } {
  const burstAt = Math.ceil((now + BURST_LEAD_MS) / MINUTE) * MINUTE;
  const earliest = now + SPREAD_LEAD_MS;
  if (!BURST) return { spreadFirst: earliest, burstAt };
  const before = burstAt - APART_MS - Math.max(0, SPREAD - 1) * 3_000;
  return { spreadFirst: before >= earliest ? before : Math.max(earliest, burstAt + APART_MS), burstAt };
}

/** Schedules the articles, waits until each one's task is queued and its time has come, then settles them. */
async function scheduleAndSettle(db: Firestore, tasksHost: string, label: string, times: number[], after: number) {
  const ids = await createScheduled(db, label, times);
  const queuedIn = await waitForTasks(tasksHost, ids, Math.min(...times));
  await sleep(Math.max(...times) - Date.now());
  return { queuedIn, outcome: await settle(db, ids, Math.max(...times) + after) };
}

const stack = await benchStack();
Object.assign(process.env, stack.env);
const admin = initializeApp({ projectId: 'demo-pauta' }, 'bench-schedules');
let failed = false;
try {
  const db = getFirestore(admin);
  const tasksHost = stack.env.PAUTA_LOCAL_TASKS_HOST as string;
  // 1. Spread: single publications, one every 3 s. 2. Burst: all at the same minute, far enough
  // ahead for every task to be queued first. Both are scheduled at once, apart (see schedule).
  const { spreadFirst, burstAt: at } = schedule(Date.now());
  const spreadTimes = Array.from({ length: SPREAD }, (_, i) => spreadFirst + i * 3_000);
  const [spread, burst] = await Promise.all([
    SPREAD > 0 ? scheduleAndSettle(db, tasksHost, 'espalhados', spreadTimes, 3 * MINUTE) : null,
    BURST > 0
      ? scheduleAndSettle(
          db,
          tasksHost,
          'mesmo-minuto',
          Array.from({ length: BURST }, () => at),
          5 * MINUTE,
        )
      : null,
  ]);
  if (spread) {
    report(`${SPREAD} artigos, um a cada 3 s (publicações isoladas)`, SPREAD, spread.outcome);
    failed ||= !spread.outcome.exactlyOnce;
  }
  if (burst) {
    console.log(
      `\n${BURST} artigos agendados para ${formatBrasiliaDateTime(at)} (Brasília); tarefas na fila em ${ms(burst.queuedIn)}`,
    );
    report(`${BURST} artigos no mesmo minuto`, BURST, burst.outcome);
    failed ||= !burst.outcome.exactlyOnce;
  }
} catch (error) {
  console.error(`bench de agendamento falhou: ${(error as Error).message}`);
  failed = true;
} finally {
  await deleteApp(admin);
  await stack.stop();
}
if (failed) process.exit(1);
