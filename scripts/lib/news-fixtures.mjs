// Local stand-in for the news providers (GDELT DOC 2.0 and publishers' RSS/Atom feeds), serving the
// recordings in test/fixtures/news. `npm start` and `npm test` start it and point fetchNews at it
// through NEWS_GDELT_URL and NEWS_FEEDS_BASE_URL; the function's code path is the production one.
//   GET  /gdelt/api/v2/doc/doc?query=...  the recording of that query (gdelt/<query>.json), else a
//        search over every recorded article's title, as GDELT would ({} when nothing matches)
//   GET  /feeds/<host>/<path>             the recorded feed (a path ending in / → index.xml)
//   POST /__control {"fail": true|false}  every provider answer becomes HTTP 500 (error-state tests)
//   GET  /__stats                         { requests } provider requests served so far
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { ROOT } from './paths.mjs';

export const NEWS_FIXTURES_DIR = join(ROOT, 'test', 'fixtures', 'news');

const normalizeWords = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function gdeltAnswer(dir, rawQuery) {
  const words = normalizeWords(rawQuery.replace(/\b(sourcelang|sourcecountry):\S+/gi, ''));
  const recorded = join(dir, 'gdelt', `${words.replace(/ /g, '-')}.json`);
  if (words && existsSync(recorded)) return readFileSync(recorded, 'utf8');
  const wanted = words.split(' ').filter(Boolean);
  const matches = [];
  const seen = new Set();
  for (const file of readdirSync(join(dir, 'gdelt'))) {
    for (const article of JSON.parse(readFileSync(join(dir, 'gdelt', file), 'utf8')).articles ?? []) {
      const title = ` ${normalizeWords(article.title)} `;
      if (!seen.has(article.url) && wanted.length && wanted.every((w) => title.includes(` ${w}`))) {
        seen.add(article.url);
        matches.push(article);
      }
    }
  }
  return JSON.stringify(matches.length ? { articles: matches } : {});
}

/** @param {{ port?: number, dir?: string, log?: (line: string) => void }} [options] */
export function startNewsFixtures({ port = 0, dir = NEWS_FIXTURES_DIR, log = () => {} } = {}) {
  let failing = false;
  let requests = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixtures');
    const send = (status, type, body) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    if (url.pathname === '/__control' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          failing = JSON.parse(body || '{}').fail === true;
          log(`notícias (fixtures): ${failing ? 'respondendo 500' : 'respondendo normalmente'}`);
          send(200, 'application/json', JSON.stringify({ fail: failing }));
        } catch {
          send(400, 'text/plain', 'JSON inválido');
        }
      });
      return;
    }
    if (url.pathname === '/__stats') return send(200, 'application/json', JSON.stringify({ requests, failing }));
    requests += 1;
    if (failing) return send(500, 'text/plain', 'Internal Server Error');
    if (url.pathname === '/gdelt/api/v2/doc/doc') {
      return send(200, 'application/json; charset=utf-8', gdeltAnswer(dir, url.searchParams.get('query') ?? ''));
    }
    if (url.pathname.startsWith('/feeds/')) {
      const relative = decodeURIComponent(url.pathname).replace(/\/$/, '/index.xml');
      const file = normalize(join(dir, relative));
      if (file.startsWith(join(dir, 'feeds')) && existsSync(file) && statSync(file).isFile()) {
        const type = file.includes('/atom/') ? 'application/atom+xml' : 'application/rss+xml';
        return send(200, `${type}; charset=utf-8`, readFileSync(file));
      }
    }
    send(404, 'text/plain', 'Not Found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      const base = `http://127.0.0.1:${address.port}`;
      log(`Notícias: provedores locais (GDELT e feeds gravados) em ${base}`);
      resolve({
        url: base,
        env: {
          NEWS_GDELT_URL: `${base}/gdelt/api/v2/doc/doc`,
          NEWS_FEEDS_BASE_URL: `${base}/feeds`,
          PAUTA_NEWS_FIXTURES_URL: base,
        },
        output: [],
        requests: () => requests,
        setFailing: (value) => (failing = value),
        stop: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
