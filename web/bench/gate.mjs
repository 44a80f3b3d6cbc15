#!/usr/bin/env node
// The reader bundle gate of `npm test`: over a production build's manifest, module graph and reader
// shell, fails when a reader page's JS before interaction, or an island's at its hydration, exceeds
// its budget, or any chunk a reader page can load carries admin code; and checks the statistics
// beacon on both pages; then that the server bundle names its own build's files
// (./shell-check.mjs: it builds the site a second time). Usage: node web/bench/gate.mjs <dist dir>
// (default web/dist-local, built first).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BEACON_BUDGET_BYTES,
  ISLAND_BUDGET_KB,
  LIVE_BUDGET_KB,
  READER_BUDGET_KB,
  beaconProblems,
  readerBundleProblems,
} from './reader-bundle.mjs';

const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist-local'));
const graphPath = join(dist, '.vite', 'module-graph.json');
const shellPath = join(dist, '.vite', 'reader.html');
if (!existsSync(graphPath) || !existsSync(shellPath)) {
  console.error(`${graphPath} ou ${shellPath} não existe: rode \`npm run build -w web\` antes.`);
  process.exit(1);
}
const shell = readFileSync(shellPath, 'utf8');
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file))).length;
const problems = readerBundleProblems({
  manifest: JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')),
  graph: JSON.parse(readFileSync(graphPath, 'utf8')),
  shell,
  gzipSize,
});
const beacon = beaconProblems({ html: shell, gzipSize });
problems.push(
  ...beacon.problems,
  ...beaconProblems({ html: readFileSync(join(dist, 'app.html'), 'utf8'), gzipSize }).problems,
);
for (const line of problems) console.error(line);
if (problems.length) process.exitCode = 1;
else {
  console.log(
    `Páginas de leitura: sem código do admin, até ${READER_BUDGET_KB} KB gzip de JS antes da interação e até ${ISLAND_BUDGET_KB} KB a mais na hidratação de uma ilha, até ${LIVE_BUDGET_KB} KB a mais numa página ao vivo.`,
  );
  console.log(`Beacon de estatísticas: ${beacon.bytes} B gzip (orçamento ${BEACON_BUDGET_BYTES} B).`);
  execFileSync(process.execPath, [join(import.meta.dirname, 'shell-check.mjs'), dist], { stdio: 'inherit' });
}
