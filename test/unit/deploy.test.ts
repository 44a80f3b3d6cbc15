// `npm run deploy`: what it refuses (an emulator host or a demo project in the bundle, a setting
// missing or pointing at this machine, a demo project id), the lockfile it packs the functions
// with, the config it hands firebase-tools and the Storage IAM grant. `npm test` also runs
// `npm run deploy -- --project pauta-exemplo --dry-run` for real (step "deploy").
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_REGION } from '@pauta/model';
import { checkBundle } from '../../scripts/deploy/bundle-check.mjs';
import { deployConfig } from '../../scripts/deploy/firebase-config.mjs';
import { workspaceLock } from '../../scripts/deploy/functions-package.mjs';
import { loadSettings, projectProblems } from '../../scripts/deploy/settings.mjs';
import { ensureStorageRulesReadFirestore, grantCommand } from '../../scripts/deploy/storage-iam.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'deploy');
const run = promisify(execFile);
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** What the example project's bundle must carry (the deploy passes its web settings). */
const EXPECTED = {
  VITE_FIREBASE_API_KEY: 'AIzaSyPautaExemplo-NaoEUmaChaveReal0000',
  VITE_FIREBASE_PROJECT_ID: 'pauta-exemplo',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f60718293a4',
  VITE_FUNCTIONS_REGION: DEFAULT_REGION,
};
const bundle = (name: string) => checkBundle(join(FIXTURES, name), EXPECTED);

describe('the production bundle check', () => {
  it('passes a bundle with the project’s settings (the SDK’s demo-project default and a library’s http://localhost are not hosts it connects to)', () => {
    expect(bundle('bundle-ok')).toEqual([]);
  });

  it('refuses a bundle that connects to the emulators', () => {
    expect(bundle('bundle-emulator')).toEqual([
      'assets/index-Ab12Cd34.js contém o endereço dos emuladores (127.0.0.1): 127.0.0.1',
      'assets/index-Ab12Cd34.js contém um endereço localhost com porta: localhost:9099',
    ]);
  });

  it('refuses a bundle with a demo- project', () => {
    const problems = bundle('bundle-demo');
    expect(problems[0]).toBe(
      'assets/index-Ab12Cd34.js contém um projeto de demonstração: demo-api-key, demo-pauta, demo-app',
    );
    expect(problems.some((p) => p.includes('VITE_FIREBASE_PROJECT_ID (pauta-exemplo)'))).toBe(true);
  });

  it('refuses a bundle built without the project’s settings', () => {
    expect(bundle('bundle-unset')).toEqual([
      'nenhum arquivo do site contém VITE_FIREBASE_API_KEY (AIzaSyPautaExemplo-NaoEUmaChaveReal0000): o build não usou as configurações do projeto.',
      'nenhum arquivo do site contém VITE_FIREBASE_PROJECT_ID (pauta-exemplo): o build não usou as configurações do projeto.',
      'nenhum arquivo do site contém VITE_FIREBASE_APP_ID (1:123456789012:web:0a1b2c3d4e5f60718293a4): o build não usou as configurações do projeto.',
    ]);
  });

  it('refuses a folder that was never built', () => {
    expect(checkBundle(join(FIXTURES, 'settings-missing'), EXPECTED)[0]).toMatch(/não tem app.html/);
  });
});

describe('the project’s settings', () => {
  it('the example project’s committed files are complete', () => {
    expect(loadSettings(ROOT, 'pauta-exemplo').problems).toEqual([]);
  });

  it('names every missing setting, file by file', () => {
    expect(loadSettings(join(FIXTURES, 'settings-missing'), 'pauta-exemplo').problems).toEqual([
      'web/.env.pauta-exemplo: falta VITE_FIREBASE_APP_ID (appId).',
      'functions/.env.pauta-exemplo: falta FIRST_ADMIN_EMAIL (o e-mail de quem vira o primeiro administrador).',
    ]);
  });

  it('refuses settings that point production at this machine or the demo project', () => {
    expect(loadSettings(join(FIXTURES, 'settings-local'), 'pauta-exemplo').problems).toEqual([
      'functions/.env.pauta-exemplo: SITE_URL deve ser só a origem do site em https (ex.: https://www.exemplo.com.br).',
      'web/.env.pauta-exemplo: VITE_USE_EMULATORS é só da pilha local (emuladores); tire-o daqui.',
      'web/.env.pauta-exemplo: VITE_FIREBASE_AUTH_DOMAIN aponta para os emuladores ou esta máquina ("demo-pauta").',
      'functions/.env.pauta-exemplo: SITE_URL aponta para os emuladores ou esta máquina ("127.0.0.1").',
    ]);
  });

  it('names the files of a project that has none', () => {
    expect(loadSettings(ROOT, 'outro-projeto').problems).toEqual([
      'Falta web/.env.outro-projeto: a configuração do app web do projeto (modelo: web/.env.pauta-exemplo; README, "Deploying").',
      'Falta functions/.env.outro-projeto: as configurações das funções (modelo: functions/.env.pauta-exemplo; README, "Deploying").',
    ]);
  });

  it('refuses a demo project and a malformed id before anything else', () => {
    expect(projectProblems('demo-pauta')[0]).toMatch(/projeto de demonstração/);
    expect(projectProblems('Pauta_Prod')[0]).toMatch(/não é um id de projeto/);
    expect(projectProblems('pauta-exemplo')).toEqual([]);
  });

  it('the command stops with the reason, before building anything', async () => {
    const refused = await run(process.execPath, ['scripts/deploy.mjs', '--project', 'demo-pauta', '--dry-run'], {
      cwd: ROOT,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('Deploy recusado');
  });
});

describe('the functions’ lockfile', () => {
  const rootLock = readJson('package-lock.json');
  const manifest = readJson('functions/package.json');
  const lock = workspaceLock(rootLock, 'functions', { ...manifest, dependencies: manifest.dependencies });
  const resolve = (packages: Record<string, { version: string }>, from: string, name: string) => {
    for (
      let dir = from;
      ;
      dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : ''
    ) {
      const at = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[at]) return at;
      if (!dir) return null;
    }
  };

  it('holds every production dependency of the functions and nothing of the web app or the tests', () => {
    const names = Object.keys(lock.packages);
    for (const dep of Object.keys(manifest.dependencies)) expect(names).toContain(`node_modules/${dep}`);
    for (const absent of ['vite', 'react', 'vitest', 'esbuild', 'firebase-tools', 'playwright-core'])
      expect(names).not.toContain(`node_modules/${absent}`);
    expect(Object.values(lock.packages).some((p) => (p as { dev?: boolean }).dev)).toBe(false);
  });

  it('resolves every dependency to the very copy the repository’s tests ran with', () => {
    for (const [location, entry] of Object.entries(lock.packages) as [
      string,
      Record<string, Record<string, string>>,
    ][]) {
      if (!location) continue;
      for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
        const mine = resolve(lock.packages, location, name);
        const theirs = resolve(rootLock.packages, location, name);
        if (theirs === null) continue; // an optional dependency for another platform, absent in both
        expect(mine, `${location} → ${name}`).toBe(theirs);
        expect(lock.packages[mine!].version).toBe(rootLock.packages[theirs].version);
      }
    }
  });

  it('keeps sharp’s native builds for Linux (Cloud Build installs the one it needs)', () => {
    expect(lock.packages['node_modules/@img/sharp-linux-x64']).toMatchObject({ optional: true, cpu: ['x64'] });
  });
});

describe('the config firebase-tools gets', () => {
  const committed = readJson('firebase.json');
  const config = deployConfig(committed, { region: 'europe-west1', functionsDir: '.deploy/p/functions' });

  it('stops a bare `firebase deploy` of the committed firebase.json with the way to deploy', async () => {
    expect(committed.hosting.predeploy).toEqual(['node scripts/deploy/guard.mjs']);
    expect(committed.functions[0].predeploy).toEqual(['node scripts/deploy/guard.mjs']);
    const refused = await run(process.execPath, ['scripts/deploy/guard.mjs'], { cwd: ROOT }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('npm run deploy -- --project <id-do-projeto>');
  });

  it('deploys the production build, the packed functions and every rewrite in the project’s region', () => {
    expect(config.hosting.public).toBe('web/dist');
    expect(config.hosting.predeploy).toBeUndefined();
    expect(config.functions).toEqual([
      { source: '.deploy/p/functions', codebase: 'default', runtime: 'nodejs22', ignore: ['node_modules', '*.log'] },
    ]);
    expect(config.emulators).toBeUndefined();
    for (const rewrite of config.hosting.rewrites.filter((r: { function?: unknown }) => r.function))
      expect(rewrite.function.region).toBe('europe-west1');
  });

  it('caches hashed assets for a year, makes the app’s page and its routes revalidate, and answers a missing asset from a function, never with the app page', () => {
    const rule = (path: string) =>
      committed.hosting.headers.filter((h: { source?: string; regex?: string }) =>
        h.regex ? new RegExp(h.regex).test(path) : h.source === '/assets/**' && path.startsWith('/assets/'),
      );
    const cacheControl = (path: string) =>
      rule(path)
        .flatMap((h: { headers: { key: string; value: string }[] }) => h.headers)
        .find((x: { key: string }) => x.key === 'Cache-Control')?.value;
    expect(cacheControl('/assets/index-Ab12Cd34.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/app.html', '/admin', '/admin/articles/new', '/login', '/perfil', '/perfil/preferencias'])
      expect(cacheControl(path), path).toBe('no-cache');
    const rewrites = committed.hosting.rewrites as { source: string; function?: { functionId: string } }[];
    // The render function sets its own caching: no Hosting rule may override it, on any page it renders.
    const rendered = rewrites
      .filter((r) => r.function?.functionId === 'render' && r.source !== '/assets/**')
      .map((r) => `/${r.source.replace(/^\//, '').replace('**', 'um-caminho')}`);
    // Every address that is not a file or the app's is a reader page (the last rewrite, '**').
    expect(rendered).toContain('/um-caminho');
    const readerPages = ['/', '/artigo/um-caminho', '/categoria/tecnologia', '/tag/ia', '/correcoes', '/busca'];
    for (const path of [...rendered, ...readerPages, '/administracao', '/perfilados'])
      expect(rule(path), path).toEqual([]);
    const assets = rewrites.findIndex((r) => r.source === '/assets/**');
    expect(rewrites[assets].function?.functionId).toBe('render');
    expect(assets).toBeLessThan(rewrites.findIndex((r) => r.source === '**'));
  });
});

describe('the IAM grant that lets storage.rules read Firestore', () => {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  it('is left alone when present, granted when missing, and otherwise stops with the exact command', async () => {
    const calls: string[] = [];
    const client = (has: boolean, fails = false) => ({
      hasRole: async () => {
        if (fails) throw new Error('403 PERMISSION_DENIED');
        calls.push('has');
        return has;
      },
      grant: async () => void calls.push('grant'),
    });
    const options = { project: 'pauta-exemplo', projectNumber: '123456789012' };
    expect(await ensureStorageRulesReadFirestore({ ...options, client: client(true) })).toBe('present');
    expect(await ensureStorageRulesReadFirestore({ ...options, client: client(false) })).toBe('granted');
    expect(calls).toEqual(['has', 'has', 'grant']);
    await expect(ensureStorageRulesReadFirestore({ ...options, client: client(false, true) })).rejects.toThrow(
      'gcloud projects add-iam-policy-binding pauta-exemplo --member=serviceAccount:service-123456789012@gcp-sa-firebasestorage.iam.gserviceaccount.com --role=roles/firebaserules.firestoreServiceAgent',
    );
    expect(grantCommand('p', '1')).toContain('--role=roles/firebaserules.firestoreServiceAgent');
  });

  it('asks Resource Manager through firebase-tools for the binding and adds it to the project’s policy', async () => {
    const policy: { bindings: { role: string; members: string[] }[]; etag: string } = {
      bindings: [{ role: 'roles/owner', members: ['user:dona@exemplo.com.br'] }],
      etag: 'BwX',
    };
    const requests: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        requests.push(`${req.method} ${req.url}`);
        if (req.url?.endsWith(':setIamPolicy')) Object.assign(policy, JSON.parse(body).policy);
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(policy));
      });
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    process.env.FIREBASE_RESOURCEMANAGER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { firebaseToolsIamClient } = await import('../../scripts/deploy/storage-iam.mjs');
    const { createRequire } = await import('node:module');
    createRequire(import.meta.url)('firebase-tools/lib/apiv2').setAccessToken('token-de-teste');
    const client = firebaseToolsIamClient('123456789012');
    expect(
      await ensureStorageRulesReadFirestore({ project: 'pauta-exemplo', projectNumber: '123456789012', client }),
    ).toBe('granted');
    expect(policy.bindings).toContainEqual({
      role: 'roles/firebaserules.firestoreServiceAgent',
      members: ['serviceAccount:service-123456789012@gcp-sa-firebasestorage.iam.gserviceaccount.com'],
    });
    expect(await client.hasRole()).toBe(true);
    expect(requests).toContain('POST /v1/projects/123456789012:setIamPolicy');
  });
});
