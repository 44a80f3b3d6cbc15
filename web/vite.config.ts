import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { moduleGraph } from './build/module-graph.ts';
import { statsBeacon } from './build/stats-beacon.ts';
import { contentSecurityPolicy } from './build/content-security-policy.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const QUERY_MUTATIONS =
  /node_modules[/\\]@tanstack[/\\](react-query[/\\]build[/\\]modern[/\\]useMutation|query-core[/\\]build[/\\]modern[/\\]mutationObserver)\./;

const READER_COMMON = new RegExp(
  [
    String.raw`web[\/]src[\/]lib[\/](article-ref|article-shape|cursor|dates|published-articles|query-keys|site|use-published-pages)\.`,
    String.raw`web[\/]src[\/]components[\/](cards|head[\/](index|use-page-meta|structured-data)|skeletons|EmptyState|ArticleGrid)`,
    // Shared by several reader pages: alone, each would be a tiny chunk of its own.
    String.raw`web[\/]src[\/]features[\/](articles[\/](hooks[\/]use-home-lists|components[\/]home[\/]SectionHeading)|topics[\/]hooks)`,
    String.raw`node_modules[\/]@tanstack[\/](react-query|query-core)[\/]`,
    String.raw`node_modules[\/]@mantine[\/]core[\/]esm[\/]components[\/](Anchor|Center)[\/]`,
    // The image credit's wording and JSON-LD (the article page's cover and head, the editor).
    String.raw`packages[\/]model[\/]src[\/]image-credit\.`,
  ].join('|'),
);

// How a story moved after publication (issue 37): the article page's notes, one chunk fetched only
// for an article that has some; their Brasília-time wording, one chunk shared with /correcoes.
const STORY_NOTES = new RegExp(
  [
    String.raw`web[\/]src[\/]features[\/]articles[\/](components[\/]ArticleUpdates|hooks[\/]use-article-notes)\.`,
    String.raw`web[\/]src[\/]lib[\/]article-notes\.`,
    String.raw`packages[\/]model[\/]src[\/]article-notes\.`,
  ].join('|'),
);
const NOTE_TEXTS = /packages[/\\]model[/\\]src[/\\](note-texts|brasilia-time)\./;

const EMBED_WIDGET = new RegExp(
  [
    String.raw`web[\/]src[\/]features[\/]articles[\/]lib[\/]body[\/]embeds\.`,
    String.raw`packages[\/]model[\/]src[\/](embeds|body-markup)\.`,
  ].join('|'),
);

/** The Hosting emulator of `npm start` (firebase.json's port, shifted by PAUTA_PORT_OFFSET). */
function hostingOrigin(): string {
  const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    emulators: { hosting: { port: number } };
  };
  return `http://127.0.0.1:${config.emulators.hosting.port + Number(process.env.PAUTA_PORT_OFFSET ?? 0)}`;
}

/**
 * What a rendered page runs before the reader's first intent: the entry and the article body's
 * vanilla wiring (shared with the app's article page, which imports it from this chunk).
 */
const RENDERED_PAGE_SCRIPT = new RegExp(
  [
    String.raw`web[\/]index\.html`,
    String.raw`web[\/]src[\/]main\.tsx`,
    String.raw`web[\/]src[\/]app[\/]rendered-page\.ts`,
    // The body's widgets, except the embed facades' (their own chunk, loaded by a body that has one).
    String.raw`web[\/]src[\/]features[\/]articles[\/]lib[\/]body[\/](?!embeds\.)`,
    String.raw`web[\/]src[\/]features[\/]articles[\/]components[\/]article-body\.css`,
  ].join('|'),
);

/**
 * Opens the connection to Firestore while the scripts download: the first query then skips the
 * TCP (and TLS) setup. The origin follows the same rule as src/lib/firebase.ts: the emulator only in
 * the dev server or when a local build sets VITE_USE_EMULATORS=true.
 */
function preconnectFirestore(env: Record<string, string>, devServer: boolean): Plugin {
  const useEmulators = devServer || env.VITE_USE_EMULATORS === 'true';
  const origin = useEmulators
    ? `http://${env.VITE_EMULATOR_HOST ?? '127.0.0.1'}:${env.VITE_FIRESTORE_EMULATOR_PORT ?? '8080'}`
    : 'https://firestore.googleapis.com';
  return {
    name: 'pauta-preconnect-firestore',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' },
    ],
  };
}

/**
 * The built page is emitted as app.html, not index.html: Firebase Hosting serves a directory's
 * index.html before any rewrite, which would keep '/' from reaching the render function.
 * firebase.json falls back to /app.html for every route the function does not render.
 */
function emitAsAppHtml(): Plugin {
  return {
    name: 'pauta-app-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page) page.fileName = 'app.html';
    },
  };
}

/**
 * react-router's package exports only its development build (dev warnings on, and code kept alive
 * by them); production builds use the production build it ships next to it.
 */
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(
    new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * Drops react-router's `Component.displayName = '...'` statements (names for React DevTools only):
 * each one keeps its component alive in the bundle, so Form, ScrollRestoration, HistoryRouter and
 * what they use would ship to every page although the app uses none of them.
 */
function dropReactRouterDisplayNames(): Plugin {
  return {
    name: 'pauta-drop-react-router-display-names',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      return { code: code.replace(/^[\w$]+\.displayName = "[^"]*";$/gm, ''), map: null };
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, webDir, 'VITE_');
  return {
    resolve: {
      ...(mode === 'production' && { alias: reactRouterProduction }),
      // One Firebase for the whole app: reactfire (hoisted to the repository's node_modules) would
      // otherwise import another copy of the SDK, whose listeners reject our references.
      dedupe: ['firebase'],
    },
    plugins: [
      react(),
      dropReactRouterDisplayNames(),
      preconnectFirestore(env, command === 'serve'),
      moduleGraph(repoRoot),
      statsBeacon(),
      contentSecurityPolicy(env, env.VITE_USE_EMULATORS === 'true'),
      emitAsAppHtml(),
    ],
    server: {
      port: 5173,
      strictPort: false,
      // Same-origin function routes (the statistics beacon's /api/v, the newsletter's) go to the
      // Hosting emulator of `npm start`.
      proxy: Object.fromEntries(['/api/', '/newsletter/'].map((path) => [path, hostingOrigin()])),
    },
    preview: { port: 4173 },
    build: {
      // Local builds land here; only `npm run deploy` builds the folder Hosting deploys (web/dist).
      outDir: 'dist-local',
      emptyOutDir: true,
      sourcemap: false,
      manifest: true,
      target: 'es2022',
      // Every browser es2022 reaches supports <link rel="modulepreload">: no polyfill in the shell.
      modulePreload: { polyfill: false },
      // The reader shell is one ~550 kB (raw) chunk on purpose; web/bench/run.mjs guards its gzip size.
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        input: {
          index: fileURLToPath(new URL('index.html', import.meta.url)),
          boot: fileURLToPath(new URL('src/app/boot.tsx', import.meta.url)),
        },
        output: {
          codeSplitting: {
            // Everything the app's start loads statically goes in one chunk: fewer requests and
            // better compression than a dozen tiny shared chunks on the critical path.
            groups: [
              // A rendered page loads only the entry; the app's start (src/app/boot.tsx, an entry of
              // its own so that its static imports are '$initial' too) is one chunk.
              { name: 'entry', test: RENDERED_PAGE_SCRIPT },
              { name: 'shell', tags: ['$initial'] },
              // Mutations are the newsroom's and the forms' (admin screens, profile): kept out of
              // 'reader', which would otherwise take them along with the rest of TanStack Query.
              { name: 'mutations', test: (id: string) => QUERY_MUTATIONS.test(id) },
              // Code every reader page needs right after the shell (query hooks, cards, metadata).
              { name: 'reader', test: (id: string) => READER_COMMON.test(id) },
              // The embed facades' widget with the model's embed and body-markup modules: one small
              // chunk, fetched only by a body that has an embed (and by the sanitizer and the editor).
              { name: 'embeds', test: (id: string) => EMBED_WIDGET.test(id) },
              // Before 'notes', which would otherwise take them along as its dependencies.
              { name: 'note-texts', test: (id: string) => NOTE_TEXTS.test(id) },
              { name: 'notes', test: (id: string) => STORY_NOTES.test(id) },
            ],
          },
        },
      },
    },
  };
});
