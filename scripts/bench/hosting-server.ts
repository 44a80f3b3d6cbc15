// A local stand-in for Firebase Hosting in the benchmark: static files first, then the rewrites of
// firebase.json in order: function rewrites call the render function's code in this process (the
// same code the Functions emulator runs), destination rewrites serve that file. With `render: false`
// the function rewrites are skipped: the same build served client-only, as before the render function.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { readFirebaseJson } from '../lib/paths.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
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

type ReadSearchIndex = (db: unknown, bucket: unknown) => Promise<string>;

type RenderPage = (
  path: string,
  origin: string,
  query?: Record<string, string>,
) => Promise<{ status: number; location: string | null; html: string }>;

export async function serveHosting(dir: string, { render }: { render: boolean }) {
  const rewrites = ((readFirebaseJson() as { hosting: { rewrites: Rewrite[] } }).hosting.rewrites ?? []).map((r) => ({
    ...r,
    pattern: globToRegExp(r.source),
  }));
  process.env.PAUTA_SHELL_FILE = join(dir, 'app.html');
  // A path in a variable: the scripts' typecheck does not follow it into the functions' CommonJS sources.
  const renderModule = '../../functions/src/render/render.ts';
  const mod = (await import(renderModule)) as {
    renderPage?: RenderPage;
    default?: { renderPage: RenderPage };
  };
  const renderPage = (mod.renderPage ?? mod.default!.renderPage) as RenderPage;
  // /search-index.json: the stored index the searchIndex function serves, read by its own code.
  const storeModule = '../../functions/src/search/search-index-store.ts';
  const store = (await import(storeModule)) as {
    readSearchIndexText?: ReadSearchIndex;
    default?: { readSearchIndexText: ReadSearchIndex };
  };
  const readSearchIndexText = (store.readSearchIndexText ?? store.default!.readSearchIndexText) as ReadSearchIndex;
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getStorage } = await import('firebase-admin/storage');
  let origin = '';

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const pathname = decodeURIComponent(url.pathname);
      let file = normalize(join(dir, pathname));
      const isFile = file.startsWith(dir) && existsSync(file) && !statSync(file).isDirectory();
      if (!isFile) {
        const rewrite = rewrites.find((r) => r.pattern.test(pathname) && (render || !r.function));
        if (rewrite?.function?.functionId === 'searchIndex') {
          const body = await readSearchIndexText(getFirestore(), getStorage().bucket());
          res.writeHead(200, { 'Content-Type': TYPES['.json']! }).end(body);
          return;
        }
        if (rewrite?.function) {
          const page = await renderPage(pathname, origin, Object.fromEntries(url.searchParams));
          if (page.location) res.writeHead(301, { Location: page.location }).end();
          else res.writeHead(page.status, { 'Content-Type': TYPES['.html']! }).end(page.html);
          return;
        }
        file = join(dir, rewrite?.destination ?? '/app.html');
      }
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
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
