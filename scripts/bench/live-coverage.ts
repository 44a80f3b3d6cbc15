// `npm run bench:live`: what a live coverage costs the database as its audience grows, and how
// long an entry takes to reach an open page, through the real code: the project's Firestore
// emulator (in this process, counting every document read), the function's summary rebuild
// (functions/src/live/rebuild-live-summary.ts, what the coverage's trigger runs) and its polled
// answer (functions/src/live/live-summary-response.ts, with the reader's server bundle).
//
// The CDN is modelled, not run: locally nothing in front of the render function caches (the
// Hosting emulator keeps no copy). The model is one CDN edge that keeps each answer for the
// s-maxage its Cache-Control gives (a miss runs the function: one read), and revalidation
// requests are answered from its copy; production has several edges (each its own misses), so the
// reads per minute are per edge. Time is simulated (one minute of polling, an entry every
// POST_EVERY_S): readers poll every LIVE_POLL_SECONDS from a random phase; a post's summary is
// rebuilt TRIGGER_MS after it (Firestore triggers are delivered in about a second in production;
// the e2e test test/e2e/live-reader.test.ts measures the real local chain). Side by side in one
// run: the same readers without the CDN (every poll runs the function).
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  LIVE_ENTRIES_SUBCOLLECTION,
  LIVE_POLL_SECONDS,
  LIVE_SUMMARY_COLLECTION,
  liveSummaryUrl,
  type LivePolled,
} from '@pauta/model';
import { startFirestoreEmulator } from '../../emulators/src/firestore/index.js';
import { readerBundle } from '../lib/reader-bundle.mjs';
import { ROOT } from '../lib/paths.mjs';

const READERS = (process.env.BENCH_LIVE_READERS ?? '1,500').split(',').map(Number);
/** `npm test`'s quick run: the readers without a CDN only at the smallest audience (6,000 renders saved). */
const SMALL = process.env.BENCH_SIZE === 'small';
const MINUTE_MS = 60_000;
const POST_EVERY_S = Number(process.env.BENCH_LIVE_POST_EVERY ?? 10);
const TRIGGER_MS = Number(process.env.BENCH_LIVE_TRIGGER_MS ?? 1_000);
const ARTICLE = 'benchlive';

process.env.PAUTA_READER_SERVER ??= join(await readerBundle(), '.server', 'reader-server.mjs');
const emulator = await startFirestoreEmulator({
  port: 0,
  projectId: 'demo-pauta-bench-live',
  indexesPath: resolve(ROOT, 'firestore.indexes.json'),
  log: () => {},
});
process.env.FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
const app = initializeApp({ projectId: 'demo-pauta-bench-live' });
const db = getFirestore(app);
// The functions' code, loaded once the emulator is there (firebase-admin reads the host at first use).
const { rebuildLiveSummary } = await import('../../functions/src/live/rebuild-live-summary.js');
const { livePolledResponse } = await import('../../functions/src/live/live-summary-response.js');

const coverage = () => db.collection(COLLECTIONS.liveCoverage).doc(ARTICLE);
const entries = () => coverage().collection(LIVE_ENTRIES_SUBCOLLECTION);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * p) - 1)] ?? 0;
const sMaxAge = (cache: string) => Number(/s-maxage=(\d+)/.exec(cache)?.[1] ?? 0) * 1000;

/** A simple deterministic random (the readers' phases are the same in every variant). */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function seed() {
  for (const collection of [entries(), db.collection(LIVE_SUMMARY_COLLECTION)]) {
    const snap = await collection.get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
  const now = Timestamp.now();
  await db
    .collection(COLLECTIONS.articles)
    .doc(ARTICLE)
    .set({ title: 'Keynote', slug: 'keynote', status: 'published', publishedAt: now });
  await coverage().set({ status: 'live', startedAt: now, startedBy: 'u1', endedAt: null, pinnedEntryId: null });
  // An hour of coverage already: 30 entries of a typical length.
  for (let i = 0; i < 30; i++) await post(`old${i}`, Date.now() - (30 - i) * 120_000);
  await rebuildLiveSummary(db, ARTICLE);
}

async function post(id: string, at: number) {
  await entries()
    .doc(id)
    .set({
      text: `Atualização ${id}: o que acaba de ser anunciado no palco, com os detalhes que importam a quem acompanha.`,
      imageUrl: '',
      imageAlt: '',
      embed: null,
      authorId: 'u1',
      authorName: 'Ana Lima',
      createdAt: Timestamp.fromMillis(at),
      editedAt: null,
    });
}

interface Result {
  readers: number;
  cdn: boolean;
  polls: number;
  functionRuns: number;
  pollingReads: number;
  triggerReads: number;
  delays: number[];
  functionMs: number[];
}

async function simulate(readers: number, cdn: boolean): Promise<Result> {
  await seed();
  const rand = random(readers * 7 + (cdn ? 1 : 0));
  const start = Date.now();
  type Event =
    | { at: number; kind: 'poll'; reader: number }
    | { at: number; kind: 'post'; id: string }
    | { at: number; kind: 'rebuild'; id: string };
  const events: Event[] = [];
  for (let r = 0; r < readers; r++) {
    const phase = rand() * LIVE_POLL_SECONDS * 1000;
    for (let t = phase; t < MINUTE_MS; t += LIVE_POLL_SECONDS * 1000) events.push({ at: t, kind: 'poll', reader: r });
  }
  for (let t = POST_EVERY_S * 1000 * 0.5, i = 0; t < MINUTE_MS; t += POST_EVERY_S * 1000, i++) {
    events.push({ at: t, kind: 'post', id: `new${i}` });
    events.push({ at: t + TRIGGER_MS, kind: 'rebuild', id: `new${i}` });
  }
  events.sort((a, b) => a.at - b.at);

  const postedAt = new Map<string, number>();
  const seen = new Map<string, number>(); // `${reader}:${id}` → first time it got it
  let copy: { body: LivePolled | null; until: number } | null = null;
  const result: Result = {
    readers,
    cdn,
    polls: 0,
    functionRuns: 0,
    pollingReads: 0,
    triggerReads: 0,
    delays: [],
    functionMs: [],
  };
  for (const event of events) {
    if (event.kind === 'post') {
      postedAt.set(event.id, event.at);
      await post(event.id, start + event.at);
    } else if (event.kind === 'rebuild') {
      const before = emulator.readCounter.total;
      await rebuildLiveSummary(db, ARTICLE);
      result.triggerReads += emulator.readCounter.total - before;
    } else {
      result.polls++;
      if (!cdn || !copy || copy.until <= event.at) {
        const before = emulator.readCounter.total;
        const began = performance.now();
        const answer = await livePolledResponse(db, liveSummaryUrl(ARTICLE));
        result.functionMs.push(performance.now() - began);
        result.pollingReads += emulator.readCounter.total - before;
        result.functionRuns++;
        copy = { body: answer.body, until: event.at + sMaxAge(answer.cache) };
      }
      for (const entry of copy.body?.entries ?? []) {
        const posted = postedAt.get(entry.id);
        const key = `${event.reader}:${entry.id}`;
        if (posted !== undefined && !seen.has(key)) {
          seen.set(key, event.at);
          result.delays.push(event.at - posted);
        }
      }
    }
  }
  return result;
}

try {
  const rows = [];
  for (const readers of READERS)
    for (const cdn of SMALL && readers > Math.min(...READERS) ? [true] : [true, false]) {
      const r = await simulate(readers, cdn);
      rows.push({
        readers: r.readers,
        CDN: cdn ? `s-maxage` : 'nenhuma',
        'polls/min': r.polls,
        'function runs/min': r.functionRuns,
        'reads/min (polling)': r.pollingReads,
        'reads/min (rebuilds)': r.triggerReads,
        'entry → page p50 (s)': +(percentile(r.delays, 0.5) / 1000).toFixed(1),
        'entry → page p95 (s)': +(percentile(r.delays, 0.95) / 1000).toFixed(1),
        'function p50 (ms)': +percentile(r.functionMs, 0.5).toFixed(1),
      });
    }
  console.log(
    `\nLive coverage: one simulated minute, an entry every ${POST_EVERY_S} s, readers polling every ${LIVE_POLL_SECONDS} s, ` +
      `the summary rebuilt ${TRIGGER_MS} ms after each post; reads counted by the Firestore emulator; one CDN edge modelled.`,
  );
  console.table(rows);
  console.log(JSON.stringify(rows));
} finally {
  await deleteApp(app);
  await emulator.close();
}
