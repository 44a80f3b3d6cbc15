// The reader pages' benchmark loads its pages through an edge in its own thread (scripts/bench/edge.ts):
// what it serves must be the origin's bytes, kept after the first answer, covers included.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type Edge } from '../../scripts/bench/edge.js';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
  );

const hits = new Map<string, number>();
const count = (origin: string, url = '/') => hits.set(origin + url, (hits.get(origin + url) ?? 0) + 1);
let media = '';
let site = '';
let edge: Edge;
const servers: Server[] = [];

beforeAll(async () => {
  const mediaServer = createServer((req, res) => {
    count('media', req.url);
    res.writeHead(200, { 'content-type': 'image/webp' }).end(Buffer.from('capa'));
  });
  const siteServer = createServer((req, res) => {
    count('site', req.url);
    if (req.url === '/assets/a.css') res.writeHead(200, { 'content-type': 'text/css' }).end('h1{color:red}');
    else if (req.url === '/pagina')
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=30' })
        .end(
          `<link rel="stylesheet" href="/assets/a.css"><img src="${media}/o/capa.webp?alt=media&amp;v=1" ` +
            `srcset="${media}/o/capa-400.webp?alt=media 400w, ${media}/o/capa-800.webp 800w"><a href="/outra">x</a>`,
        );
    else res.writeHead(404).end();
  });
  servers.push(mediaServer, siteServer);
  media = await listen(mediaServer);
  site = await listen(siteServer);
  edge = await startEdge(site, media);
});

afterAll(async () => {
  await edge.close();
  for (const server of servers) server.close();
});

describe('the benchmark’s edge', () => {
  it('keeps a page with its stylesheet and covers, not the pages it links to', async () => {
    expect(await edge.warm('/pagina')).toEqual({ status: 200, files: 1, covers: 3 });
    expect(hits.get('site/outra')).toBeUndefined();
    expect(hits.get('media/o/capa.webp?alt=media&v=1')).toBe(1);
  });

  it('serves the kept bytes without asking the origin again, covers from its own address', async () => {
    const page = await fetch(`${edge.url}/pagina`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=30');
    const html = await page.text();
    expect(html).not.toContain(media);
    const cover = /<img src="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    expect(await (await fetch(cover)).text()).toBe('capa');
    expect(await (await fetch(`${edge.url}/assets/a.css`)).text()).toBe('h1{color:red}');
    expect(hits.get('site/pagina')).toBe(1);
    expect(hits.get('site/assets/a.css')).toBe(1);
    expect(hits.get('media/o/capa.webp?alt=media&v=1')).toBe(1);
  });

  it('passes a missing page through without keeping it', async () => {
    expect((await edge.warm('/nada')).status).toBe(404);
    expect((await fetch(`${edge.url}/nada`)).status).toBe(404);
    expect(hits.get('site/nada')).toBe(2);
  });

  it('reports how long its thread paused', async () => {
    expect(await edge.stalls()).toBeGreaterThanOrEqual(0);
  });
});
