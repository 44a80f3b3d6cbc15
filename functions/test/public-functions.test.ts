// Every function anyone can call (HTTP and callable) has an instance ceiling: whatever a flood
// claims about its addresses, it cannot scale the bill past maxInstances × concurrency.
import { beforeAll, describe, expect, it } from 'vitest';

type Endpoint = { httpsTrigger?: object; callableTrigger?: object; maxInstances?: number | null };
let endpoints: [string, Endpoint][] = [];

beforeAll(async () => {
  process.env.GCLOUD_PROJECT ??= 'demo-pauta-endpoints';
  process.env.FIREBASE_CONFIG ??= JSON.stringify({
    projectId: process.env.GCLOUD_PROJECT,
    storageBucket: `${process.env.GCLOUD_PROJECT}.appspot.com`,
  });
  const all = (await import('../src/index')) as Record<string, { __endpoint?: Endpoint }>;
  endpoints = Object.entries(all)
    .map(([name, fn]) => [name, fn.__endpoint ?? {}] as [string, Endpoint])
    .filter(([, e]) => e.httpsTrigger || e.callableTrigger);
});

describe('public functions', () => {
  it('are all here (HTTP behind Hosting and the callables)', () => {
    expect(endpoints.map(([name]) => name).sort()).toEqual(
      [
        'countView',
        'fetchNews',
        'importExternalImage',
        'isAdmin',
        'newsletter',
        'newsletterAdmin',
        'previewLinks',
        'publishArticle',
        'render',
        'robots',
        'rss',
        'searchIndex',
        'siteMeta',
        'sitemap',
      ].sort(),
    );
  });

  it('each has an instance ceiling', () => {
    const missing = endpoints.filter(([, e]) => !(typeof e.maxInstances === 'number' && e.maxInstances > 0));
    expect(missing.map(([name]) => name)).toEqual([]);
  });
});
