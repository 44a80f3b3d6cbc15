// What a reader page loads, computed from a production build: Vite's manifest (chunks and their
// imports) and `.vite/module-graph.json` (modules inside each chunk, written by
// web/build/module-graph.ts). Shared by the bundle gate (`npm test`, web/bench/gate.mjs) and the
// weight benchmark (web/bench/run.mjs).
//
// Critical path of a page = what app.html loads (entry script + modulepreloads, i.e. the entry's
// static import closure) + the route's lazy chunk and its static imports.
// Reader-loaded chunks = every chunk reachable from the entry through static and dynamic imports,
// except the lazy screens that an `admin-routes.ts(x)` file imports (the admin area) and lazy
// imports of admin-only packages themselves (web/src/lib/firebase.ts's loadStorage/loadFunctions
// load an SDK instance on demand; code that uses that SDK imports its API statically, and that
// import is what the gate catches).

/**
 * Critical-path JS budget (KB, gzip) of every reader page below once the app starts (a page the
 * server did not render, or the app at a rendered page's first intent). 125: the 120 of before,
 * plus the rendered page's own script (article widgets, menu: ~3.5 KB), which the app's start
 * follows.
 */
export const BUDGET_KB = 125;

/**
 * JS (KB, gzip) a server-rendered reader page may load before the reader interacts: app.html's
 * entry and what it preloads. The React app (`APP_MODULE`) loads at the first intent, outside it.
 */
export const RENDERED_BUDGET_KB = 50;

/** The app's start, loaded by the entry with a dynamic import (web/src/main.tsx). */
export const APP_MODULE = 'src/app/boot.tsx';

/** Every reader page (the route's lazy module); /tag/:tag shares the topics page's. */
export const BUDGET_ROUTES = [
  { page: 'home /', module: 'src/app/routes/HomeRoute.tsx' },
  { page: 'article /artigo/:slug', module: 'src/features/articles/pages/ArticlePage.tsx' },
  { page: 'category /categoria/:c', module: 'src/features/articles/pages/CategoryPage.tsx' },
  { page: 'topics /topicos, /tag/:t', module: 'src/features/topics/pages/TopicsPage.tsx' },
  { page: 'all articles /artigos', module: 'src/features/articles/pages/AllArticlesPage.tsx' },
  { page: 'corrections /correcoes', module: 'src/features/corrections/pages/CorrectionsPage.tsx' },
  { page: 'search /busca', module: 'src/features/search/pages/SearchPage.tsx' },
  { page: 'visitor /visitante/:id', module: 'src/features/profiles/pages/VisitorProfilePage.tsx' },
  { page: 'about /sobre', module: 'src/features/static/pages/AboutPage.tsx' },
  { page: 'privacy /privacidade', module: 'src/features/static/pages/PrivacyPage.tsx' },
  { page: 'terms /termos', module: 'src/features/static/pages/TermsPage.tsx' },
  { page: 'contact /contato', module: 'src/features/static/pages/ContactPage.tsx' },
  { page: 'not found', module: 'src/components/NotFound.tsx' },
];

/** Code only the admin area may load (module ids are relative to the repository). */
export const ADMIN_ONLY = [
  { name: 'tiptap', test: /^node_modules\/@tiptap\// },
  { name: '@mantine/tiptap', test: /^node_modules\/@mantine\/tiptap\// },
  { name: 'reactfire', test: /^node_modules\/reactfire\// },
  { name: 'firebase/storage', test: /^node_modules\/(@firebase\/storage|firebase\/storage)\// },
  { name: 'firebase/functions', test: /^node_modules\/(@firebase\/functions|firebase\/functions)\// },
  {
    name: 'o editor',
    test: /^web\/src\/features\/([^/]*editor[^/]*|articles-admin\/(pages|components|hooks|api|lib))\//,
  },
  // The full Firestore SDK (live listeners, WebChannel) is for the admin area; readers use Firestore Lite.
  {
    name: 'firebase/firestore (SDK completo)',
    test: /^node_modules\/@firebase\/(firestore\/dist\/[^/]+\.js$|webchannel-wrapper\/dist\/webchannel-blob\/)/,
  },
  // The statistics screens' charts.
  { name: '@mantine/charts', test: /^node_modules\/@mantine\/charts\// },
  { name: 'recharts', test: /^node_modules\/recharts\// },
];

/** @param {string} id */
const isAdminOnly = (id) => ADMIN_ONLY.some((rule) => rule.test.test(id));

/**
 * Files whose dynamic imports are admin screens: the admin area's route table (app/admin-routes.tsx)
 * and each feature's admin routes (`admin-routes.tsx`; `adminRoutes.tsx` until every feature uses
 * the kebab-case name).
 */
export const ADMIN_ROUTE_FILE = /(^|\/)admin-?[Rr]outes\.tsx?$/;

/**
 * @typedef {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} Manifest
 * @typedef {{ entry: string, modules: Record<string, { imports: string[], dynamicImports: string[] }>,
 *   chunks: Record<string, string[]> }} ModuleGraph
 */

/** @param {Manifest} manifest @param {string} key @param {Set<string>} [seen] */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`não está no manifesto: ${key}`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** @param {Manifest} manifest */
export const entryKeyOf = (manifest) => {
  // app.html's script; the app's start (APP_MODULE) is an entry of the build too.
  const key = manifest['index.html']?.isEntry ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('o manifesto não tem entrada');
  return key;
};

/**
 * Files on the critical path of a page whose lazy route module is `module`.
 * @param {Manifest} manifest @param {string} html app.html @param {string} module
 */
export function criticalFiles(manifest, html, module) {
  const app = manifest[APP_MODULE] ? staticClosure(manifest, APP_MODULE) : [];
  const keys = new Set([...staticClosure(manifest, entryKeyOf(manifest)), ...app, ...staticClosure(manifest, module)]);
  const files = new Set([...keys].map((k) => manifest[k].file));
  for (const file of pageScriptFiles(manifest, html)) files.add(file);
  return files;
}

/**
 * Files a rendered page loads before any interaction: the entry's static closure, every script
 * app.html names (the source of truth for what the browser fetches before running anything) and
 * the statistics beacon its inline loader fetches after the load event.
 * @param {Manifest} manifest @param {string} html app.html
 */
export function beforeInteractionFiles(manifest, html) {
  const files = pageScriptFiles(manifest, html);
  const beacon = beaconFile(html);
  if (beacon) files.add(beacon);
  return files;
}

/**
 * The entry's static closure and every script app.html names: what the page waits for before its
 * own script runs (the beacon, fetched once the page has loaded and the browser is idle, is not).
 * @param {Manifest} manifest @param {string} html app.html
 */
function pageScriptFiles(manifest, html) {
  const files = new Set([...staticClosure(manifest, entryKeyOf(manifest))].map((k) => manifest[k].file));
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)) files.add(m[1]);
  return files;
}

/**
 * Chunks a reader page may load: a module that runs puts its chunk in; a chunk in brings every
 * module it holds, whose static and dynamic imports follow, except admin screens.
 * @param {ModuleGraph} graph
 */
export function readerChunks(graph) {
  const chunkOf = new Map();
  for (const [file, ids] of Object.entries(graph.chunks)) for (const id of ids) chunkOf.set(id, file);
  const loaded = new Set();
  const queue = [graph.entry];
  while (queue.length) {
    const file = queue.pop();
    if (!file || loaded.has(file)) continue;
    loaded.add(file);
    for (const id of graph.chunks[file] ?? []) {
      const mod = graph.modules[id];
      if (!mod) continue;
      const lazy = ADMIN_ROUTE_FILE.test(id) ? [] : mod.dynamicImports.filter((dep) => !isAdminOnly(dep));
      const next = [...mod.imports, ...lazy];
      for (const dep of next) if (chunkOf.has(dep)) queue.push(chunkOf.get(dep));
    }
  }
  return loaded;
}

/**
 * Every problem of the build, one pt-BR line each (empty when the gate passes).
 * @param {{ manifest: Manifest, graph: ModuleGraph, html: string, gzipSize: (file: string) => number,
 *   budgetKB?: number, renderedBudgetKB?: number, routes?: { page: string, module: string }[] }} build
 */
export function readerBundleProblems({
  manifest,
  graph,
  html,
  gzipSize,
  budgetKB = BUDGET_KB,
  renderedBudgetKB = RENDERED_BUDGET_KB,
  routes = BUDGET_ROUTES,
}) {
  const problems = [];
  const early = [...beforeInteractionFiles(manifest, html)].reduce((sum, f) => sum + gzipSize(f), 0) / 1024;
  if (early > renderedBudgetKB)
    problems.push(
      `páginas renderizadas: ${early.toFixed(1)} KB gzip de JS antes da interação, acima do orçamento de ${renderedBudgetKB} KB`,
    );
  for (const file of readerChunks(graph)) {
    for (const id of graph.chunks[file]) {
      const rule = ADMIN_ONLY.find((r) => r.test.test(id));
      if (rule) problems.push(`${file} (carregado por páginas de leitura) contém ${rule.name}: ${id}`);
    }
  }
  for (const { page, module } of routes) {
    const kb = [...criticalFiles(manifest, html, module)].reduce((sum, f) => sum + gzipSize(f), 0) / 1024;
    if (kb > budgetKB)
      problems.push(`${page}: ${kb.toFixed(1)} KB gzip de JS no caminho crítico, acima do orçamento de ${budgetKB} KB`);
  }
  return problems;
}

/**
 * The script the page's beacon loader (`<script id="pauta-beacon">`) fetches, if any.
 * @param {string} html app.html
 */
function beaconFile(html) {
  const loader = /<script id="pauta-beacon">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return (loader && /s\.src='\/([^']+\.js)'/.exec(loader)?.[1]) || undefined;
}

/** The statistics beacon's budget (bytes, gzip): web/build/stats-beacon.ts builds it apart. */
export const BEACON_BUDGET_BYTES = 1024;

/**
 * The page's beacon loader (`<script id="pauta-beacon">`) and the script it loads: present, and
 * the script within the budget. Returns pt-BR problems (empty when fine) and the beacon's size.
 * @param {{ html: string, gzipSize: (file: string) => number, budgetBytes?: number }} build
 */
export function beaconProblems({ html, gzipSize, budgetBytes = BEACON_BUDGET_BYTES }) {
  const file = beaconFile(html);
  if (!file)
    return { problems: ['app.html não tem o carregador do beacon de estatísticas (script#pauta-beacon)'], bytes: 0 };
  const bytes = gzipSize(file);
  const problems =
    bytes > budgetBytes
      ? [`${file}: beacon de estatísticas com ${bytes} B gzip, acima do orçamento de ${budgetBytes} B`]
      : [];
  return { problems, bytes };
}
