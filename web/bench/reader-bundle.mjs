// What a reader page loads, computed from a production build: Vite's manifest (chunks and their
// imports), `.vite/module-graph.json` (modules inside each chunk, web/build/module-graph.ts) and
// `.vite/reader.html` (the reader pages' shell, web/build/reader-server.ts). Shared by the bundle
// gate (`npm test`, web/bench/gate.mjs) and the weight benchmark (web/bench/run.mjs).
//
// Before any interaction a reader page loads its script (reader.html's entry and its static
// imports, every script the shell names) and the statistics beacon. An island, when the reader acts
// in it, adds the hydration runtime (React, the providers) and its feature's island chunk.
// Reader-loaded chunks = every chunk reachable from the reader entry through static and dynamic
// imports, except the lazy screens an admin-routes.tsx file imports (the admin area) and lazy
// imports of admin-only packages themselves (web/src/lib/firebase.ts's
// loadStorage/loadFunctions load an SDK instance on demand; code that uses that SDK imports its API
// statically, and that import is what the gate catches).

/** JS (KB, gzip) a reader page may load before the reader acts: its script and the beacon. */
export const READER_BUDGET_KB = 15;

/**
 * JS (KB, gzip) the first island a reader acts in may load on top of the page's script: the
 * hydration runtime (React and React DOM, react-router's context, TanStack Query: ~89 KB together,
 * one chunk), Mantine's context and the components the island uses, the islands' shared code (the
 * session's provider, cards, lists) and its feature chunk. Firestore Lite loads only with a next page.
 */
export const ISLAND_BUDGET_KB = 135;

/**
 * JS (KB, gzip) a live article's page adds to follow its coverage, at worst (an entry with an embed):
 * the live script's chunk, anything it loads the page has not, and the embed facades' widget
 * (liveFiles), fetched only by a page with a live section.
 */
export const LIVE_BUDGET_KB = 3;
/** The live page's script (the reader script's dynamic import, docs/live-coverage.md). */
export const LIVE_MODULE = 'src/features/articles/lib/live/live-updates.ts';
/** The embed facades' widget: a live page fetches it too when an entry carries an embed. */
export const EMBED_MODULE = 'src/features/articles/lib/body/embeds.ts';

/** The reader pages' entry in the manifest (web/vite.config.ts's `reader` input). */
export const READER_ENTRY = 'reader.html';
/** The islands' hydration runtime (the reader entry's dynamic import). */
export const HYDRATE_MODULE = 'src/app/reader/islands/hydrate.tsx';
const RUNTIME_DIR = 'src/app/reader/islands/';

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
 * and each feature's admin routes (admin-routes.tsx), which the app's page (not a reader page) loads.
 */
export const ADMIN_ROUTE_FILE = /(^|\/)admin-?[Rr]outes\.tsx?$/;

/**
 * @typedef {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} Manifest
 * @typedef {{ entry: string, readerEntry: string, modules: Record<string, { imports: string[], dynamicImports: string[] }>,
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

/** @param {Manifest} manifest @param {Iterable<string>} keys */
const filesOf = (manifest, keys) => new Set([...keys].map((key) => manifest[key].file));

/**
 * Files a reader page loads before the reader acts: the entry's static closure, every script the
 * shell names (the source of truth for what the browser fetches) and the beacon its loader fetches.
 * @param {Manifest} manifest @param {string} shell .vite/reader.html
 */
export function beforeInteractionFiles(manifest, shell) {
  const files = filesOf(manifest, staticClosure(manifest, READER_ENTRY));
  for (const m of shell.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)) files.add(m[1]);
  const beacon = beaconFile(shell);
  if (beacon) files.add(beacon);
  return files;
}

/**
 * What the first island of each kind adds when the reader acts in it: the hydration runtime and the
 * island's feature chunk, beyond what the page has already loaded.
 * @param {Manifest} manifest @param {string} shell
 * @returns {{ island: string, files: Set<string> }[]}
 */
export function islandFiles(manifest, shell) {
  const loaded = beforeInteractionFiles(manifest, shell);
  const runtime = staticClosure(manifest, HYDRATE_MODULE);
  // The runtime's own later parts (the toasts' host, mounted once the page is idle) are no island.
  const islands = (manifest[HYDRATE_MODULE]?.dynamicImports ?? []).filter((key) => !key.startsWith(RUNTIME_DIR));
  return islands.map((island) => {
    const files = filesOf(manifest, [...runtime, ...staticClosure(manifest, island)]);
    for (const file of loaded) files.delete(file);
    return { island, files };
  });
}

/**
 * What a live article's page fetches on top of every reader page's script to follow its coverage,
 * at worst: the live script, everything it imports (statically or lazily) that the page has not
 * loaded, and, for an entry with an embed, the facades' widget with its chunks (the widget's import
 * sits in the page's script, so the manifest names it under the reader entry, not the live script).
 * @param {Manifest} manifest @param {string} shell
 */
export function liveFiles(manifest, shell) {
  const loaded = beforeInteractionFiles(manifest, shell);
  const files = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`não está no manifesto: ${key}`);
    if (loaded.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(dep);
  };
  visit(LIVE_MODULE);
  visit(EMBED_MODULE);
  return files;
}

/**
 * Chunks a reader page may load: a module that runs puts its chunk in; a chunk in brings every
 * module it holds, whose static and dynamic imports follow.
 * @param {ModuleGraph} graph
 */
export function readerChunks(graph) {
  const chunkOf = new Map();
  for (const [file, ids] of Object.entries(graph.chunks)) for (const id of ids) chunkOf.set(id, file);
  const loaded = new Set();
  const queue = [graph.readerEntry];
  while (queue.length) {
    const file = queue.pop();
    if (!file || loaded.has(file)) continue;
    loaded.add(file);
    for (const id of graph.chunks[file] ?? []) {
      const mod = graph.modules[id];
      if (!mod) continue;
      const lazy = ADMIN_ROUTE_FILE.test(id) ? [] : mod.dynamicImports.filter((dep) => !isAdminOnly(dep));
      for (const dep of [...mod.imports, ...lazy]) if (chunkOf.has(dep)) queue.push(chunkOf.get(dep));
    }
  }
  return loaded;
}

/**
 * Every problem of the build, one pt-BR line each (empty when the gate passes).
 * @param {{ manifest: Manifest, graph: ModuleGraph, shell: string, gzipSize: (file: string) => number,
 *   readerBudgetKB?: number, islandBudgetKB?: number, liveBudgetKB?: number }} build
 */
export function readerBundleProblems({
  manifest,
  graph,
  shell,
  gzipSize,
  readerBudgetKB = READER_BUDGET_KB,
  islandBudgetKB = ISLAND_BUDGET_KB,
  liveBudgetKB = LIVE_BUDGET_KB,
}) {
  const problems = [];
  const kbOf = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  const early = kbOf(beforeInteractionFiles(manifest, shell));
  if (early > readerBudgetKB)
    problems.push(
      `páginas de leitura: ${early.toFixed(1)} KB gzip de JS antes da interação, acima do orçamento de ${readerBudgetKB} KB`,
    );
  const live = kbOf(liveFiles(manifest, shell));
  if (live > liveBudgetKB)
    problems.push(
      `página ao vivo: ${live.toFixed(1)} KB gzip de JS a mais para acompanhar a cobertura, acima do orçamento de ${liveBudgetKB} KB`,
    );
  for (const { island, files } of islandFiles(manifest, shell)) {
    const kb = kbOf(files);
    if (kb > islandBudgetKB)
      problems.push(
        `ilha ${island}: ${kb.toFixed(1)} KB gzip de JS ao hidratar, acima do orçamento de ${islandBudgetKB} KB`,
      );
  }
  for (const file of readerChunks(graph)) {
    for (const id of graph.chunks[file]) {
      const rule = ADMIN_ONLY.find((r) => r.test.test(id));
      if (rule) problems.push(`${file} (carregado por páginas de leitura) contém ${rule.name}: ${id}`);
    }
  }
  return problems;
}

/**
 * The script the page's beacon loader (`<script id="pauta-beacon">`) fetches, if any.
 * @param {string} html a page (the reader shell, app.html)
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
    return { problems: ['a página não tem o carregador do beacon de estatísticas (script#pauta-beacon)'], bytes: 0 };
  const bytes = gzipSize(file);
  const problems =
    bytes > budgetBytes
      ? [`${file}: beacon de estatísticas com ${bytes} B gzip, acima do orçamento de ${budgetBytes} B`]
      : [];
  return { problems, bytes };
}
