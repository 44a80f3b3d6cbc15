// What Hosting tells browsers to keep, through the Hosting emulator serving firebase.json: hashed
// assets for a year, the app's page and its own routes never without revalidating (so after a
// redeploy nobody runs an old page whose chunks are gone), a missing chunk a 404 rather than the
// app's HTML, and the rendered pages' caching left to the render function.
import { describe, expect, it } from 'vitest';
import { stack } from './support/browser.js';

const get = (path: string) => fetch(`${stack.webUrl}${path}`, { redirect: 'manual' });

describe('Hosting caching', () => {
  it('hashed assets are immutable for a year', async () => {
    const shell = await (await get('/app.html')).text();
    const asset = /\/assets\/[^"']+\.js/.exec(shell)?.[0];
    expect(asset).toBeDefined();
    const res = await get(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/app.html', '/admin', '/admin/articles', '/login', '/perfil', '/perfil/preferencias'])(
    '%s (the app page) is revalidated on every load',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toBeTruthy(); // so revalidating costs a 304
    },
  );

  it('a chunk of an older deploy is a 404 (the render function’s), never the app page with a 200', async () => {
    const res = await get('/assets/AdminArea-00000000.js');
    expect(res.status).toBe(404);
  });

  it('a rendered page keeps the render function’s own caching', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    // The render function's reader caching (issue 35's takedown: gone from the CDN within 60 s; shorter
    // still right before a scheduled publication).
    const cache = res.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(Number(/s-maxage=(\d+)/.exec(cache)?.[1])).toBeLessThanOrEqual(30);
  });
});
