#!/usr/bin/env node
// The reader bundle gate of `npm test`: over a production build's manifest and module graph, fails
// when a reader page's critical-path JS exceeds the budget or any chunk a reader page loads carries
// admin code. Usage: node web/bench/gate.mjs <dist dir> (default web/dist-local, which must be built).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BEACON_BUDGET_BYTES,
  BUDGET_KB,
  beaconProblems,
  RENDERED_BUDGET_KB,
  readerBundleProblems,
} from './reader-bundle.mjs';

const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist-local'));
const graphPath = join(dist, '.vite', 'module-graph.json');
if (!existsSync(graphPath)) {
  console.error(`${graphPath} não existe: rode \`npm run build -w web\` antes.`);
  process.exit(1);
}
const html = readFileSync(join(dist, 'app.html'), 'utf8'); // the built page (see web/vite.config.ts)
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file))).length;
const problems = readerBundleProblems({
  manifest: JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')),
  graph: JSON.parse(readFileSync(graphPath, 'utf8')),
  html,
  gzipSize,
});
const beacon = beaconProblems({ html, gzipSize });
problems.push(...beacon.problems);
for (const line of problems) console.error(line);
if (problems.length) process.exitCode = 1;
else {
  console.log(
    `Páginas de leitura: sem código do admin, até ${RENDERED_BUDGET_KB} KB gzip de JS antes da interação (renderizadas) e até ${BUDGET_KB} KB com o app.`,
  );
  console.log(`Beacon de estatísticas: ${beacon.bytes} B gzip (orçamento ${BEACON_BUDGET_BYTES} B).`);
}
