// The edge of the reader pages' benchmark, in a thread of its own (scripts/bench/edge.ts): a caching
// proxy in front of the site (Hosting and the render function) and one in front of Storage (the
// covers), as Hosting's CDN and Storage's serve most readers. After the first answer of an address,
// every load gets the same bytes from memory, from an event loop that does nothing else: the
// benchmark's own process (its emulators' heap, Chromium's protocol, the renders) can pause for
// hundreds of milliseconds, and a page load that waits for it measures the machine, not the page.
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ siteOrigin: string, mediaOrigin: string }} */
const { siteOrigin, mediaOrigin } = workerData;
const KEPT_HEADERS = ['content-type', 'cache-control', 'location'];
const REWRITTEN = /^(text\/html|application\/json)/;
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();

/** A caching proxy of `origin`; `rewrite` changes the text answers before they are kept. */
function edge(origin, rewrite) {
  const kept = new Map();
  const answer = async (path) => {
    const cached = kept.get(path);
    if (cached) return cached;
    const response = await fetch(origin + path, { redirect: 'manual' });
    const headers = Object.fromEntries(
      KEPT_HEADERS.flatMap((h) => (response.headers.has(h) ? [[h, response.headers.get(h)]] : [])),
    );
    const type = headers['content-type'] ?? '';
    const bytes = Buffer.from(await response.arrayBuffer());
    const body = REWRITTEN.test(type) ? Buffer.from(rewrite(bytes.toString('utf8'))) : bytes;
    const copy = { status: response.status, headers: { ...headers, 'content-length': String(body.length) }, body };
    if (response.status === 200 || response.status === 301) kept.set(path, copy);
    return copy;
  };
  const server = createServer((req, res) => {
    answer(req.url ?? '/').then(
      (copy) => res.writeHead(copy.status, copy.headers).end(copy.body),
      (error) => res.writeHead(502).end(String(error)),
    );
  });
  return { server, answer };
}

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));

let mediaUrl = '';
const site = edge(siteOrigin, (text) => text.split(mediaOrigin).join(mediaUrl));
const media = edge(mediaOrigin, (text) => text);
mediaUrl = await listen(media.server);
const siteUrl = await listen(site.server);

/** The addresses a page loads by itself: its stylesheets, preloads, scripts, images (not its links). */
function named(html) {
  const addresses = new Set();
  for (const [tag] of html.matchAll(/<(?:link|script|img|source)\b[^>]*>/g))
    for (const [, attribute, value] of tag.matchAll(/\s(src|srcset|href)="([^"]+)"/g)) {
      const values = attribute === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0]) : [value];
      for (const v of values) addresses.add(v.replaceAll('&amp;', '&'));
    }
  return addresses;
}

/** The page and everything it names from the site or Storage, kept before the measured loads. */
async function warm(path) {
  const page = await site.answer(path);
  let files = 0;
  let covers = 0;
  for (const address of page.status === 200 ? named(page.body.toString('utf8')) : []) {
    if (address.startsWith(mediaUrl))
      covers += Number((await media.answer(address.slice(mediaUrl.length))).status === 200);
    else if (address.startsWith('/') && !address.startsWith('//'))
      files += Number((await site.answer(address)).status === 200);
  }
  return { status: page.status, files, covers };
}

parentPort.on('message', ({ id, type, path }) => {
  const reply = (result) => parentPort.postMessage({ id, ...result });
  if (type === 'warm') warm(path).then(reply, (error) => reply({ error: String(error) }));
  else if (type === 'stalls') {
    reply({ maxMs: Math.round(delay.max / 1e6) });
    delay.reset();
  } else if (type === 'close') {
    site.server.close();
    media.server.close();
    reply({});
  }
});
parentPort.postMessage({ ready: true, siteUrl });
