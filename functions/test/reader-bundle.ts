// Tests that render pages through the functions' code (previews, newsletter pages) need the
// reader's server bundle: a build of the site, made once per change of its sources
// (scripts/lib/reader-bundle.mjs). Call it in beforeAll, with a timeout that allows one build.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const READER_BUNDLE_TIMEOUT_MS = 600_000;

export async function useReaderBundle(): Promise<void> {
  if (process.env.PAUTA_READER_SERVER) return;
  // Kept out of tsc's reach: a script module of the repository, not part of the functions.
  const modulePath = pathToFileURL(resolve(__dirname, '../../scripts/lib/reader-bundle.mjs')).href;
  const { readerBundle } = (await import(modulePath)) as { readerBundle(): Promise<string> };
  process.env.PAUTA_READER_SERVER = join(await readerBundle(), '.server', 'reader-server.mjs');
}
