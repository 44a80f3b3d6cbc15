// The reader's server bundle (web/build/reader-server.ts builds it with the site; functions/build.mjs
// puts it next to this code as lib/reader-server.mjs): the React components that render every
// reader page, with the shell of the very build deployed with this function. Loaded once per
// instance, on the first page (the other functions in this codebase never load it).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReaderServer } from '@pauta/model';

/** The bundle's file: set when running from the sources (tests, benchmarks), else beside lib/index.js. */
const bundleFile = () => process.env.PAUTA_READER_SERVER ?? join(__dirname, 'reader-server.mjs');

let loaded: Promise<ReaderServer> | undefined;

export function readerServer(): Promise<ReaderServer> {
  loaded ??= (import(pathToFileURL(bundleFile()).href) as Promise<{ readerServer: ReaderServer }>).then(
    (module) => module.readerServer,
  );
  loaded.catch(() => (loaded = undefined)); // a failed load is retried by the next request
  return loaded;
}
