// Live-listener latency in a real browser: milliseconds from the start of a commit (firestore/lite
// REST from Node, or the full SDK in another tab) to the snapshot callback in a Chromium page
// listening with the full web SDK over WebChannel, for both transports. Median and p95 of N
// commits (BENCH_RUNS, default 25). CONFORMANCE_FIRESTORE_HOST=host:port measures another emulator.
import { doc, setDoc } from 'firebase/firestore/lite';
import { startBrowserHarness, TRANSPORTS, type TestPage } from '../test/firestore/browser/harness.js';
import { startHarness } from '../test/firestore/harness.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 25);

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(s.length * p) - 1))];
};

const h = await startHarness();
const browser = await startBrowserHarness(h.emulator);
const lite = h.lite('owner');
const rows: { transport: string; writer: string; runs: number; medianMs: number; p95Ms: number }[] = [];

async function measure(
  transport: string,
  writer: string,
  listener: TestPage,
  path: string,
  write: (i: number) => Promise<unknown>,
) {
  const id = `${transport}-${writer}`;
  await listener.call('listenDoc', id, path);
  await listener.waitFor(id, () => true); // the first snapshot (from the cache once the document is cached)
  const latencies: number[] = [];
  for (let i = -3; i < RUNS; i++) {
    const started = Date.now();
    await write(i);
    const event = await listener.waitFor(id, (e) => e.data?.i === i);
    if (i >= 0) latencies.push(event.at - started); // the first three warm up
    await new Promise((r) => setTimeout(r, 50));
  }
  await listener.call('stop', id);
  rows.push({
    transport,
    writer,
    runs: RUNS,
    medianMs: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
  });
}

for (const transport of TRANSPORTS) {
  const listener = await browser.open({ uid: 'owner', transport });
  const path = `bench/latency-${transport}`;
  await measure(transport, 'firestore/lite from Node', listener, path, (i) => setDoc(doc(lite, path), { i }));
  const writer = await browser.open({ uid: 'owner', transport });
  await measure(transport, 'full SDK in another tab', listener, path, (i) => writer.call('set', path, { i }));
  await browser.closePages();
}

await browser.close();
await h.close();
console.log(`Listener latency, commit start → snapshot callback in Chromium (${RUNS} commits each)\n`);
console.table(rows);
console.log(JSON.stringify({ runs: RUNS, results: rows }, null, 2));
process.exit(0);
