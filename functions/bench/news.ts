// fetchNews timings on the committed fixtures (local fixture server + the project's Firestore
// emulator): the providers alone (GDELT + the category's feeds, in parallel, parsed and merged),
// an uncached search (providers + cache write + caller limit) and a cached search.
// Usage: npm run bench -w functions
import { getFirestore } from 'firebase-admin/firestore';
import { NEWS_CATEGORIES } from '@pauta/model';
import { collectNews } from '../src/news/collect-news';
import { handleFetchNews, type FetchNewsDeps } from '../src/news/fetch-news';
import { makeTextFetcher } from '../src/news/fetch-text';
import { DEFAULT_FEEDS, endpointsFromEnv } from '../src/news/news-config';
import { startTestFirestore } from '../test/emulator';
import { startFixtureServer } from '../test/news/fixtures';

const ROUNDS = 5;

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${label.padEnd(44)} median ${median.toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms  (n=${samples.length})`,
  );
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function main() {
  const firestore = await startTestFirestore('demo-pauta-news-bench');
  const server = await startFixtureServer();
  try {
    const db = getFirestore();
    await db.doc('profiles/bench').set({ role: 'editor' });
    const endpoints = endpointsFromEnv(server.env);
    const fetchText = makeTextFetcher();
    const deps: FetchNewsDeps = {
      db,
      fetchText,
      endpoints,
      now: Date.now,
      limit: { perWindow: 10_000, windowMs: 60_000 },
      log: () => {},
    };
    const providers: number[] = [];
    const uncached: number[] = [];
    const cached: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { key: category } of NEWS_CATEGORIES) {
        providers.push(
          await time(() =>
            collectNews({ category, text: '' }, { fetchText, endpoints, feeds: DEFAULT_FEEDS[category] }),
          ),
        );
        for (const doc of (await db.collection('newsCache').get()).docs) await doc.ref.delete();
        uncached.push(await time(() => handleFetchNews('bench', { tag: '', category, page: 1 }, deps)));
        cached.push(await time(() => handleFetchNews('bench', { tag: '', category, page: 1 }, deps)));
      }
    }
    console.log(`fetchNews on fixtures (${ROUNDS} rounds × ${NEWS_CATEGORIES.length} categories)`);
    summary('providers (GDELT + feeds, fetched and parsed)', providers);
    summary('uncached search (providers + Firestore)', uncached);
    summary('cached search (Firestore only)', cached);
  } finally {
    await server.stop();
    await firestore.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
