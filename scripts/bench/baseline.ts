// An older commit of Pauta, built to be measured beside the current code in the same run (issue 33:
// the new reader pages against the renderer they replace). Its sources come out of git
// (`git archive`, into .test-data/bench-baseline/<commit>-<ports>), its dependencies are this checkout's
// (a folder of links to node_modules' entries, the workspace's @pauta/model pointing at its own),
// and its site is built with the benchmark's emulator ports. Kept between runs: only the first one
// extracts and builds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/paths.mjs';
import { run } from '../lib/processes.mjs';
import type { RenderPage } from './hosting-server.js';

export interface Baseline {
  commit: string;
  dir: string;
  /** Its built site. */
  web: string;
  firebaseJson: string;
  /** Its render function's module (TypeScript, loaded by tsx). */
  renderModule: string;
}

/** node_modules with every entry of this checkout's but the workspace packages, which are the commit's. */
function linkDependencies(dir: string): void {
  const target = join(dir, 'node_modules');
  mkdirSync(join(target, '@pauta'), { recursive: true });
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name === '@pauta' || name.startsWith('.') || existsSync(join(target, name))) continue;
    symlinkSync(join(ROOT, 'node_modules', name), join(target, name));
  }
  symlinkSync(join(dir, 'packages', 'model'), join(target, '@pauta', 'model'));
  for (const workspace of ['web', 'functions', 'emulators', 'packages/model']) {
    const own = join(ROOT, workspace, 'node_modules');
    if (existsSync(own) && !existsSync(join(dir, workspace, 'node_modules')))
      symlinkSync(own, join(dir, workspace, 'node_modules'));
  }
}

export async function prepareBaseline(
  commit: string,
  webEnv: Record<string, string>,
  log: (line: string) => void,
): Promise<Baseline> {
  const full = execFileSync('git', ['rev-parse', commit], { cwd: ROOT, encoding: 'utf8' }).trim();
  // Its build names the emulators' ports (webEnv): one folder per commit and ports.
  const settings = createHash('sha256')
    .update(JSON.stringify(Object.entries(webEnv).sort()))
    .digest('hex');
  const dir = join(ROOT, '.test-data', 'bench-baseline', `${full.slice(0, 12)}-${settings.slice(0, 8)}`);
  const web = join(dir, 'web-dist');
  const ready = join(web, 'app.html');
  if (!existsSync(ready)) {
    log(`Preparando a versão anterior (${full.slice(0, 7)}) para comparar...`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${full} | tar -x -C "${dir}"`], { cwd: ROOT });
    linkDependencies(dir);
    await run('npx', ['vite', 'build', '--outDir', web, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: join(dir, 'web'),
      env: { ...webEnv, NODE_ENV: 'production' },
      log,
      name: 'build web (versão anterior)',
    });
  }
  return {
    commit: full.slice(0, 7),
    dir,
    web,
    firebaseJson: join(dir, 'firebase.json'),
    renderModule: join(dir, 'functions', 'src', 'render', 'render.ts'),
  };
}

/** A render function's `renderPage`, from its module (loaded by tsx: CommonJS or ESM). */
export async function loadRenderPage(module: string): Promise<RenderPage> {
  const mod = (await import(module)) as { renderPage?: RenderPage; default?: { renderPage: RenderPage } };
  return (mod.renderPage ?? mod.default!.renderPage) as RenderPage;
}
