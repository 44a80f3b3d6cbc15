// The committed provider recordings (test/fixtures/news) and the fixture server that serves them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const FIXTURES_DIR = resolve(__dirname, '../../../test/fixtures/news');
export const fixture = (relative: string) => readFileSync(resolve(FIXTURES_DIR, relative), 'utf8');

export interface NewsFixtureServer {
  url: string;
  env: { NEWS_GDELT_URL: string; NEWS_FEEDS_BASE_URL: string };
  requests(): number;
  setFailing(value: boolean): void;
  stop(): Promise<void>;
}

export async function startFixtureServer(): Promise<NewsFixtureServer> {
  // Kept out of tsc's reach: scripts/ is plain ESM.
  const modulePath = pathToFileURL(resolve(__dirname, '../../../scripts/lib/news-fixtures.mjs')).href;
  const { startNewsFixtures } = (await import(modulePath)) as {
    startNewsFixtures(options?: { port?: number }): Promise<NewsFixtureServer>;
  };
  return startNewsFixtures();
}
