// A local stand-in for Firebase Hosting in the benchmarks: static files first, then the rewrites of
// a firebase.json in order: the render function's rewrites call a render function's code in this
// process (the same code the Functions emulator runs), the search index's its store, destination
// rewrites serve that file. Each site brings its own build, rewrites and renderer, so a build of an
// older commit can be served beside the current one in the same run.
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.json': 'application/json',
};

interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string };
}

export type RenderPage = (
  path: string,
  origin: string,
  query?: Record<string, string>,
) => Promise<{ status: number; location: string | null; html: string }>;

export interface Site {
  /** The built site (what Hosting publishes). */
  dir: string;
  /** The firebase.json whose rewrites apply. */
  firebaseJson: string;
  renderPage: RenderPage;
  /** /search-index.json (the searchIndex function). */
  searchIndex: () => Promise<string>;
  /** The answer of a function's page, changed before it leaves (e.g. its prefetch rules taken out). */
  rewriteHtml?: (html: string) => string;
}

/** Hosting's glob: '**' any path, '*' one segment. */
function globToRegExp(glob: string): RegExp {
  const parts = glob.split('**').map((part) =>
    part
      .split('*')
      .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*'),
  );
  return new RegExp(`^${parts.join('.*')}$`);
}

export async function serveHosting(site: Site) {
  const config = JSON.parse(readFileSync(site.firebaseJson, 'utf8')) as { hosting: { rewrites?: Rewrite[] } };
  const rewrites = (config.hosting.rewrites ?? []).map((r) => ({ ...r, pattern: globToRegExp(r.source) }));
  let origin = '';

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const pathname = decodeURIComponent(url.pathname);
      let file = normalize(join(site.dir, pathname));
      const isFile = file.startsWith(site.dir) && existsSync(file) && !statSync(file).isDirectory();
      if (!isFile) {
        const rewrite = rewrites.find((r) => r.pattern.test(pathname));
        if (rewrite?.function?.functionId === 'searchIndex') {
          res.writeHead(200, { 'Content-Type': TYPES['.json']! }).end(await site.searchIndex());
          return;
        }
        if (rewrite?.function?.functionId === 'render') {
          const page = await site.renderPage(pathname, origin, Object.fromEntries(url.searchParams));
          if (page.location) res.writeHead(301, { Location: page.location }).end();
          else
            res
              .writeHead(page.status, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'public, max-age=60' })
              .end(site.rewriteHtml ? site.rewriteHtml(page.html) : page.html);
          return;
        }
        if (rewrite?.function) {
          res.writeHead(404).end();
          return;
        }
        file = join(site.dir, rewrite?.destination ?? '/app.html');
      }
      const immutable = pathname.startsWith('/assets/');
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        ...(immutable && { 'Cache-Control': 'public, max-age=31536000, immutable' }),
      });
      createReadStream(file).pipe(res);
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
  return { url: origin, close: () => new Promise<void>((r) => server.close(() => r())) };
}
