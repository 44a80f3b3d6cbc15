import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { moduleGraph } from './build/module-graph.ts';
import { statsBeacon } from './build/stats-beacon.ts';
import { READER_HTML, readerServer } from './build/reader-server.ts';
import { contentSecurityPolicy } from './build/content-security-policy.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The libraries every island's hydration (and the app's start) needs at once, whole (Mantine's
 * components stay with the screens that use them: the admin area uses far more of them).
 */
const REACT_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/;

/**
 * The reader's own code its islands share (lists, cards, dates, the session's provider...): a chunk
 * of their own, so they never share one with admin screens that happen to use one module too.
 */
const ISLAND_COMMON = new RegExp(
  [
    String.raw`web[\/]src[\/]lib[\/](article-ref|article-shape|cursor|dates|published-articles|query-keys|use-published-pages|firestore|notify)\.`,
    String.raw`web[\/]src[\/]components[\/](cards|skeletons|ui|EmptyState|ArticleGrid|use-infinite-sentinel)`,
    String.raw`web[\/]src[\/]features[\/](articles|topics)[\/](api|hooks|queries|lib[\/](plain-text|tag-counts))`,
    String.raw`web[\/]src[\/]features[\/]auth[\/](hooks|components[\/](SharedSession|SessionProvider))`,
  ].join('|'),
);

/**
 * The session's checks the accounts' index names (and the error helpers they use): a small chunk of
 * their own. Left alone they join an admin chunk that an island, importing that index, would name.
 */
const SESSION_CHECKS = new RegExp(
  [
    String.raw`web[\/]src[\/]features[\/]auth[\/](api[\/]session-check|lib[\/]session-refused)\.`,
    String.raw`web[\/]src[\/]lib[\/](service-error|callable-error)\.`,
  ].join('|'),
);

/**
 * The model's embed module the facades' widget runs on (services, ids, players, class names), a chunk
 * beside the widget's own (fetched only by a page that has a facade). The widget stays out of it: a
 * dynamic import of a module inside a grouped chunk needs the bundler's namespace helper, a shared
 * chunk of its own (429 B gzip more).
 */
const EMBED_MODEL = /packages[/\\]model[/\\]src[/\\]embeds\./;

/**
 * PAUTA_BUILD_SALT (web/bench/shell-check.mjs only): every built file's name changes with it, as a
 * rebuild of changed sources would, to prove the render function always names its own build's files.
 */
const BUILD_SALT = process.env.PAUTA_BUILD_SALT ? `-${process.env.PAUTA_BUILD_SALT}` : '';

/** The Hosting emulator of `npm start` (firebase.json's port, shifted by PAUTA_PORT_OFFSET). */
function hostingOrigin(): string {
  const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    emulators: { hosting: { port: number } };
  };
  return `http://127.0.0.1:${config.emulators.hosting.port + Number(process.env.PAUTA_PORT_OFFSET ?? 0)}`;
}

/**
 * What a reader page runs before the reader acts: its script (the mobile menu, the article's
 * widgets, the island runtime), one chunk.
 */
const READER_PAGE_SCRIPT = new RegExp(
  [
    String.raw`web[\/]reader\.html`,
    // Vite's helper for the page's dynamic import (else it would sit in the islands' chunk).
    String.raw`vite[\/]preload-helper`,
    String.raw`web[\/]src[\/]app[\/]reader[\/](main|islands[\/]runtime)\.ts`,
    String.raw`web[\/]src[\/]components[\/](layout[\/]mobile-menu|island[\/]islands)\.ts`,
    String.raw`web[\/]src[\/]lib[\/](session-hint|carried-toasts)\.ts`,
    // The body's widgets, except the embed facades' (their own chunk, loaded by a body that has one).
    String.raw`web[\/]src[\/]features[\/]articles[\/]lib[\/]body[\/](?!embeds\.)`,
    String.raw`web[\/]src[\/]features[\/]articles[\/]components[\/]article-body\.css`,
    // The articles feature's lazy loaders (its islands, the live page's script), which the page script
    // calls: alone they would be a chunk of their own that every reader page fetches.
    String.raw`web[\/]src[\/]features[\/]articles[\/]lib[\/]lazy-loaders\.ts`,
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
    // The app's page only: a reader page reads nothing in the browser until an island asks.
    transformIndexHtml: (_html, context) =>
      context.path.endsWith(READER_HTML)
        ? []
        : [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' }],
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

/** The resolve options of both builds (the site's and the reader pages' server bundle). */
const resolveFor = (mode: string) => ({
  ...(mode === 'production' && { alias: reactRouterProduction }),
  // One Firebase for the whole app: reactfire (hoisted to the repository's node_modules) would
  // otherwise import another copy of the SDK, whose listeners reject our references.
  dedupe: ['firebase'],
});

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, webDir, 'VITE_');
  return {
    resolve: resolveFor(mode),
    plugins: [
      react(),
      dropReactRouterDisplayNames(),
      preconnectFirestore(env, command === 'serve'),
      moduleGraph(repoRoot),
      statsBeacon(),
      // Both pages, app.html and the reader pages' shell (reader.html): their policy meta.
      contentSecurityPolicy(env, env.VITE_USE_EMULATORS === 'true'),
      emitAsAppHtml(),
      readerServer(() => ({
        root: webDir,
        mode,
        resolve: resolveFor(mode),
        plugins: [react(), dropReactRouterDisplayNames()],
      })),
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
      // Every browser es2022 reaches supports <link rel="modulepreload">: no polyfill in the pages.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: {
          // The app's page (the admin area, /login, /perfil), emitted as app.html.
          index: fileURLToPath(new URL('index.html', import.meta.url)),
          // The reader pages' shell: compiled into their server bundle, not published.
          reader: fileURLToPath(new URL(READER_HTML, import.meta.url)),
        },
        output: {
          entryFileNames: `assets/[name]-[hash]${BUILD_SALT}.js`,
          chunkFileNames: `assets/[name]-[hash]${BUILD_SALT}.js`,
          assetFileNames: `assets/[name]-[hash]${BUILD_SALT}[extname]`,
          codeSplitting: {
            groups: [
              // A reader page's script before the reader acts: one small chunk (only the modules
              // themselves: their features' other exports stay with the islands that use them).
              { name: 'reader-page', test: READER_PAGE_SCRIPT, includeDependenciesRecursively: false, priority: 3 },
              // React and the libraries every island (and the app) renders with: one chunk, not thirty.
              { name: 'react', test: REACT_LIBRARIES, priority: 2 },
              { name: 'islands', test: ISLAND_COMMON, includeDependenciesRecursively: false, priority: 1 },
              { name: 'session-checks', test: SESSION_CHECKS, includeDependenciesRecursively: false, priority: 1 },
              // The embed facades' model (the widget is its own chunk): fetched only by a page with a facade.
              { name: 'embeds-model', test: EMBED_MODEL, priority: 4 },
            ],
          },
        },
      },
    },
  };
});
