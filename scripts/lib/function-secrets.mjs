// The Functions emulator gives a function its declared secrets from functions/.secret.local (and
// would otherwise try Google's Secret Manager, unreachable here). This writes local-only values
// there: they sign links on this machine and reach the local mail catcher, nothing else.
// Production secrets are set with `firebase functions:secrets:set` (docs/newsletter.md).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

export const LOCAL_FUNCTION_SECRETS = {
  NEWSLETTER_TOKEN_SECRET: 'pauta-local-only-newsletter-links-secret',
  // The catcher accepts any login; without SMTP_USER the sender does not log in at all.
  SMTP_PASSWORD: 'local-catcher',
};

export function writeLocalFunctionSecrets(file = join(ROOT, 'functions', '.secret.local')) {
  const content = `${[
    '# Written by npm start / npm test (scripts/lib/function-secrets.mjs): local-only values for the',
    '# Functions emulator. Never deployed (firebase.json ignores it), never used in production.',
    ...Object.entries(LOCAL_FUNCTION_SECRETS).map(([k, v]) => `${k}=${v}`),
  ].join('\n')}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  // Renamed into place: a stack starting beside this one never reads half a file.
  writeFileSync(`${file}.${process.pid}`, content);
  renameSync(`${file}.${process.pid}`, file);
}
