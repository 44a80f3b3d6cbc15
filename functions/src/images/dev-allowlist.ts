// The local stack's fixture image server must be reachable by importExternalImage although it
// listens on 127.0.0.1. Only inside the Functions emulator (FUNCTIONS_EMULATOR=true, never set in
// production) does PAUTA_DEV_IMAGE_IMPORT_ALLOWLIST (comma-separated `host:port`) open anything.
export function devAllowlist(env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  if (env.FUNCTIONS_EMULATOR !== 'true') return new Set();
  const raw = env.PAUTA_DEV_IMAGE_IMPORT_ALLOWLIST ?? '';
  return new Set(
    raw
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => /^[a-z0-9.-]+:\d{1,5}$/i.test(entry)),
  );
}

/**
 * The local fixture server of recorded third-party answers (oEmbed, posts' pages, thumbnails):
 * `npm start`/`npm test` point PAUTA_DEV_FETCH_FIXTURES_URL at it, and only inside the Functions
 * emulator is it used (never in production).
 */
export function devFetchFixtures(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FUNCTIONS_EMULATOR !== 'true') return null;
  const raw = env.PAUTA_DEV_FETCH_FIXTURES_URL?.trim() ?? '';
  return /^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(raw) ? raw : null;
}
