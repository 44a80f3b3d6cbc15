// The production web build, read back before it may deploy: no emulator host, no demo project,
// and the project's own settings present (a build that ignored them would talk to nothing).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEXT = /\.(html|js|mjs|css|json|txt|xml|webmanifest|svg)$/;

/** What must never reach production, and how to say so. */
const FORBIDDEN = [
  { pattern: /\b127\.0\.0\.1\b/g, what: 'o endereço dos emuladores (127.0.0.1)' },
  { pattern: /\b0\.0\.0\.0\b/g, what: 'o endereço 0.0.0.0' },
  { pattern: /\[::1\]/g, what: 'o endereço [::1]' },
  // Libraries name `http://localhost` (URL parsing); an emulator is always a host with a port.
  { pattern: /\blocalhost:\d{2,5}\b/g, what: 'um endereço localhost com porta' },
  { pattern: /\bdemo-[a-z0-9-]+/g, what: 'um projeto de demonstração' },
];

/**
 * The one demo id a production bundle may carry: firebase's own default for the mock tokens of
 * connect*Emulator (@firebase/util createMockUserToken), code a production build never runs.
 */
const SDK_DEMO_DEFAULT = 'demo-project';

/** @param {string} dir */
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

/**
 * @param {string} dist the built site (web/dist)
 * @param {Record<string, string>} expected values the bundle must contain, by setting name
 * @returns {string[]} problems (pt-BR), none when it may deploy
 */
export function checkBundle(dist, expected) {
  if (!existsSync(join(dist, 'app.html'))) return [`${dist} não tem app.html: o site não foi construído.`];
  const problems = [];
  const found = new Set();
  for (const file of files(dist)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(dist, file);
    for (const { pattern, what } of FORBIDDEN) {
      const hits = [...new Set(text.match(pattern) ?? [])].filter((hit) => hit !== SDK_DEMO_DEFAULT);
      if (hits.length) problems.push(`${where} contém ${what}: ${hits.slice(0, 3).join(', ')}`);
    }
    for (const [key, value] of Object.entries(expected)) if (text.includes(value)) found.add(key);
  }
  for (const key of Object.keys(expected))
    if (!found.has(key))
      problems.push(
        `nenhum arquivo do site contém ${key} (${expected[key]}): o build não usou as configurações do projeto.`,
      );
  return problems;
}
