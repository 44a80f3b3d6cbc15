#!/usr/bin/env node
// Reader pages' JS, gzip-compressed, from a production build: what every page loads before the
// reader acts (its script, the beacon), then what each kind of island adds when the reader first
// acts in one (the hydration runtime and the island's feature chunk). The budgets are in
// web/bench/reader-bundle.mjs; `npm test` enforces them with the no-admin-code rule
// (web/bench/gate.mjs). Usage: node bench/run.mjs [--no-build] (builds web/dist-local unless --no-build
// and a build exists); PAUTA_BENCH_SITE names a production build to measure instead (`npm test`'s,
// kept for its content by scripts/lib/builds.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  ISLAND_BUDGET_KB,
  LIVE_BUDGET_KB,
  READER_BUDGET_KB,
  beforeInteractionFiles,
  islandFiles,
  liveFiles,
} from './reader-bundle.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const given = process.env.PAUTA_BENCH_SITE;
const dist = given ?? join(webDir, 'dist-local');
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!given && (!process.argv.includes('--no-build') || !existsSync(manifestPath))) {
  execFileSync(
    process.execPath,
    [join(webDir, '..', 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: webDir, stdio: 'inherit' },
  );
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const shell = readFileSync(join(dist, '.vite', 'reader.html'), 'utf8');
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file))).length;
const sumKB = (files) => [...files].reduce((sum, f) => sum + gzipSize(f), 0) / 1024;

const early = beforeInteractionFiles(manifest, shell);
const earlyKB = sumKB(early);
const stylesheet = /href="\/(assets\/reader-[^"]+\.css)"/.exec(shell)?.[1];
console.log(
  `\nReader pages before the reader acts: ${earlyKB.toFixed(1)} KB gzip of JS in ${early.size} file(s) (budget ${READER_BUDGET_KB} KB)` +
    (stylesheet ? `; stylesheet ${(gzipSize(stylesheet) / 1024).toFixed(1)} KB gzip.` : '.'),
);
const live = liveFiles(manifest, shell);
const liveKB = sumKB(live);
console.log(
  `A live article's page adds ${(liveKB * 1024).toFixed(0)} B gzip of JS in ${live.size} file(s) to follow its coverage (budget ${LIVE_BUDGET_KB} KB): ` +
    [...live].map((file) => `${file} ${gzipSize(file)} B`).join(', ') +
    '.',
);
const rows = islandFiles(manifest, shell).map(({ island, files }) => {
  const kb = sumKB(files);
  return {
    island,
    'KB at hydration': +kb.toFixed(1),
    chunks: files.size,
    budget: kb <= ISLAND_BUDGET_KB ? `ok ≤ ${ISLAND_BUDGET_KB}` : `OVER ${ISLAND_BUDGET_KB}`,
  };
});
console.log('What the first island of each feature adds when the reader acts in it (gzip):');
console.table(rows);
process.exitCode =
  earlyKB > READER_BUDGET_KB || liveKB > LIVE_BUDGET_KB || rows.some((r) => r.budget.startsWith('OVER')) ? 1 : 0;
