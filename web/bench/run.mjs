#!/usr/bin/env node
// First-load JS of reader pages, gzip-compressed, from the Vite manifest:
//   critical = what app.html loads (entry script + modulepreloads, i.e. the entry's static import
//              closure) + the app's start (src/app/boot.tsx, its static imports) + the route's lazy
//              chunk and its static imports: what a page the server did not render waits for;
//   deferred = chunks the page requests by itself right after its first render (dynamic imports
//              of the route's own modules: below-the-fold home sections, the article body
//              sanitizer; and the layout's footer, toast host and head manager).
// The budget (web/bench/reader-bundle.mjs) applies to the critical path of each page; the total is
// printed alongside. A rendered page loads only the entry before the reader's first intent (its own,
// smaller budget, printed last). `npm test` enforces it and the no-admin-code rule (web/bench/gate.mjs).
// Usage: node bench/run.mjs [--no-build]   (builds web/dist-local unless --no-build and a build exists)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  BUDGET_KB,
  BUDGET_ROUTES,
  RENDERED_BUDGET_KB,
  beforeInteractionFiles,
  criticalFiles,
  entryKeyOf,
  staticClosure as closureIn,
} from './reader-bundle.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist-local');
const manifestPath = join(dist, '.vite', 'manifest.json');
const ROUTES = BUDGET_ROUTES.map((route) => ({ ...route, budget: true }));
/** Dynamic imports every reader page starts by itself: footer, toast host, head manager. */
const LAYOUT_DEFERRED = [
  'src/app/layouts/FooterWithNewsletter.tsx',
  'src/app/NotificationsHost.tsx',
  'src/components/head/page-meta.ts',
];

if (!process.argv.includes('--no-build') || !existsSync(manifestPath)) {
  execFileSync(
    process.execPath,
    [join(webDir, '..', 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'app.html'), 'utf8'); // the built page (see vite.config.ts)

const staticClosure = (key) => closureIn(manifest, key);

const filesOf = (keys) => new Set([...keys].map((k) => manifest[k].file));
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file))).length;
const sumKB = (files) => [...files].reduce((sum, f) => sum + gzipSize(f), 0) / 1024;

const entryKeys = staticClosure(entryKeyOf(manifest));
const entryFiles = filesOf(entryKeys);
for (const f of criticalFiles(manifest, html, entryKeyOf(manifest))) entryFiles.add(f);

/**
 * Chunks a page requests right after it renders: the dynamic imports of the route's own modules
 * (not the shell's, which point at other routes and at on-demand code such as firebase/auth) and
 * the layout's deferred chunks, minus what is already on the critical path.
 */
function deferredKeys(routeOwnKeys, criticalKeys) {
  const out = new Set();
  const queue = [...routeOwnKeys].flatMap((k) => manifest[k].dynamicImports ?? []);
  for (const key of LAYOUT_DEFERRED) if (manifest[key]) queue.push(key);
  for (const key of queue) for (const k of staticClosure(key)) if (!criticalKeys.has(k)) out.add(k);
  return out;
}

const rows = ROUTES.map(({ page, module, budget }) => {
  const criticalKeys = new Set([...entryKeys, ...staticClosure(module)]);
  const critical = criticalFiles(manifest, html, module);
  const routeOwnKeys = new Set([...staticClosure(module)].filter((k) => !entryKeys.has(k)));
  const deferred = [...filesOf(deferredKeys(routeOwnKeys, criticalKeys))].filter((f) => !critical.has(f));
  const criticalKB = sumKB(critical);
  const deferredKB = sumKB(deferred);
  return {
    page,
    'critical KB': +criticalKB.toFixed(2),
    'deferred KB': +deferredKB.toFixed(1),
    'total KB': +(criticalKB + deferredKB).toFixed(1),
    chunks: `${critical.size}+${deferred.length}`,
    budget: budget ? (criticalKB <= BUDGET_KB ? `ok ≤ ${BUDGET_KB}` : `OVER ${BUDGET_KB}`) : '-',
  };
});

console.log(
  `\nFirst-load JS, gzip. Shared entry (app.html + modulepreloads): ${sumKB(entryFiles).toFixed(1)} KB in ${entryFiles.size} chunks.`,
);
console.table(rows);
const early = beforeInteractionFiles(manifest, html);
const earlyKB = sumKB(early);
console.log(
  `Rendered reader pages before any interaction (the entry, what app.html loads): ${earlyKB.toFixed(1)} KB gzip in ${early.size} file(s), budget ${RENDERED_BUDGET_KB} KB.`,
);

process.exitCode = rows.some((r) => r.budget.startsWith('OVER')) || earlyKB > RENDERED_BUDGET_KB ? 1 : 0;
