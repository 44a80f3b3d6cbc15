#!/usr/bin/env node
// The shell travels with the deploy (docs/rendering.md): the render function's server bundle names
// the scripts and styles of the build it came from, never another's. Over a built site: a page the
// bundle renders names only files the build published; then the site is built again into the same
// folder with every file name changed (PAUTA_BUILD_SALT, as changed sources would) and the old
// files gone: the new bundle's page names only new files, all there, while the old bundle's page
// (a function left from the previous deploy) names files that are gone, which this check would see.
// Usage: node web/bench/shell-check.mjs <dist dir> (run by web/bench/gate.mjs).
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const built = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist-local'));
const webDir = join(import.meta.dirname, '..');
// The check rebuilds into a copy: the build it is given (a cached one, reused by the next run) stays
// as it was, and a salt of its own makes the second build's names differ from any earlier check's.
const keep = mkdtempSync(join(tmpdir(), 'pauta-shell-'));
const dist = join(keep, 'dist');
cpSync(built, dist, { recursive: true });
const salt = `recompilado${Date.now().toString(36)}`;

async function pageOf(bundle) {
  const { readerServer } = await import(`${pathToFileURL(bundle).href}?v=${Date.now()}`);
  return readerServer.renderReaderPage({
    path: '/sobre',
    search: '',
    origin: 'https://pauta.exemplo',
    site: {},
    payload: {},
    status: 200,
    sanitize: (html) => html,
  });
}

/** The /assets files a page names, and those of them the folder does not hold. */
function assetsOf(html) {
  const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  return { named, missing: named.filter((file) => !existsSync(join(dist, file))) };
}

const problems = [];
try {
  const before = join(keep, 'reader-server.mjs');
  copyFileSync(join(dist, '.server', 'reader-server.mjs'), before);
  const first = assetsOf(await pageOf(before));
  if (!first.named.some((f) => f.endsWith('.js')) || !first.named.some((f) => f.endsWith('.css')))
    problems.push(`a página não nomeia script e folha de estilo: ${first.named.join(', ')}`);
  if (first.missing.length)
    problems.push(`a página nomeia arquivos que o build não publicou: ${first.missing.join(', ')}`);

  execFileSync(
    process.execPath,
    [
      join(webDir, '..', 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, PAUTA_BUILD_SALT: salt, NODE_ENV: 'production' },
    },
  );
  const second = assetsOf(await pageOf(join(dist, '.server', 'reader-server.mjs')));
  if (second.missing.length)
    problems.push(`depois de outro build, a página nomeia arquivos ausentes: ${second.missing.join(', ')}`);
  if (second.named.some((file) => first.named.includes(file)))
    problems.push('o segundo build não mudou os nomes dos arquivos: a verificação não prova nada');
  const stale = assetsOf(await pageOf(before));
  if (!stale.missing.length)
    problems.push('a página do build anterior não perdeu arquivos: a verificação não veria um shell velho');
} finally {
  rmSync(keep, { recursive: true, force: true });
}
for (const line of problems) console.error(line);
if (problems.length) process.exitCode = 1;
else
  console.log('Shell: cada build da função nomeia os arquivos do seu próprio build (verificado com um segundo build).');
