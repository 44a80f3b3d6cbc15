// Local stand-in for the third parties the functions fetch from (oEmbed endpoints, posts' pages,
// thumbnails, images pasted into the editor), serving the recordings in test/fixtures/embeds.
// `npm start` and `npm test` start it and point the functions at it through
// PAUTA_DEV_FETCH_FIXTURES_URL (read only inside the Functions emulator): the request for
// `https://{host}{path}?{query}` arrives here as `/{host}{path}?{query}`.
//   GET /__stats   { requests: [address, ...] } the addresses asked so far (tests assert on them)
//   anything not recorded: 404, as the service would answer an unknown video
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

export const FETCH_FIXTURES_DIR = join(ROOT, 'test', 'fixtures', 'embeds');

/** An address with its query parameters sorted, so a recording matches whatever order a client uses. */
export function normalizedAddress(address) {
  const url = new URL(address);
  url.searchParams.sort();
  return `${url.host}${url.pathname}?${url.searchParams}`;
}

/** @param {string} dir */
export function loadRecordings(dir = FETCH_FIXTURES_DIR) {
  const list = JSON.parse(readFileSync(join(dir, 'recordings.json'), 'utf8'));
  return new Map(list.map((r) => [normalizedAddress(r.url), { ...r, path: join(dir, r.file) }]));
}

/** @param {{ port?: number, dir?: string, log?: (line: string) => void }} [options] */
export function startFetchFixtures({ port = 0, dir = FETCH_FIXTURES_DIR, log = () => {} } = {}) {
  const recordings = loadRecordings(dir);
  /** @type {string[]} */
  const requests = [];
  const server = createServer((req, res) => {
    const incoming = new URL(req.url ?? '/', 'http://fixtures');
    if (incoming.pathname === '/__stats') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ requests }));
      return;
    }
    const [, host, ...rest] = incoming.pathname.split('/');
    const address = `https://${host}/${rest.join('/')}${incoming.search}`;
    requests.push(address);
    const recording = host ? recordings.get(normalizedAddress(address)) : undefined;
    if (!recording) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not Found');
      return;
    }
    res.writeHead(200, { 'Content-Type': recording.type, 'Cache-Control': 'no-store' });
    res.end(readFileSync(recording.path));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      const base = `http://127.0.0.1:${address.port}`;
      log(`Incorporações: respostas gravadas (oEmbed, páginas, miniaturas) em ${base}`);
      resolve({
        url: base,
        host: `127.0.0.1:${address.port}`,
        env: { PAUTA_DEV_FETCH_FIXTURES_URL: base },
        output: [],
        requests: () => [...requests],
        stop: () => new Promise((r) => server.close(() => r(undefined))),
      });
    });
  });
}
