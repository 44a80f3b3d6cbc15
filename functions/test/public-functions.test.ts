// Every function anyone can call (HTTP and callable) has an instance ceiling: whatever a flood
// claims about its addresses, it cannot scale the bill past maxInstances × concurrency. Every HTTP
// function answers with the security headers, also when called at its own URL.
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_REFERRER_POLICY, SECURITY_HEADERS } from '@pauta/model';
import { recordingResponse, testRequest } from './http';

type Endpoint = { httpsTrigger?: object; callableTrigger?: object; maxInstances?: number | null };
type HttpFunction = (req: unknown, res: unknown) => unknown;
let endpoints: [string, Endpoint][] = [];
let httpFunctions: [string, HttpFunction][] = [];

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
  httpFunctions = Object.entries(all)
    .filter(([, fn]) => fn.__endpoint?.httpsTrigger)
    .map(([name, fn]) => [name, fn as unknown as HttpFunction]);
});

describe('public functions', () => {
  it('are all here (HTTP behind Hosting and the callables)', () => {
    expect(endpoints.map(([name]) => name).sort()).toEqual(
      [
        'claimFirstAdmin',
        'countView',
        'fetchNews',
        'importExternalImage',
        'isAdmin',
        'newsletter',
        'newsletterAdmin',
        'previewLinks',
        'publishArticle',
        'resolveEmbed',
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

  it('each HTTP function answers with the security headers, before anything else (a refused method here)', async () => {
    expect(httpFunctions.map(([name]) => name).sort()).toEqual(
      ['countView', 'newsletter', 'render', 'robots', 'rss', 'searchIndex', 'siteMeta', 'sitemap'].sort(),
    );
    for (const [name, fn] of httpFunctions) {
      const { out, res } = recordingResponse();
      // The handler may go on to read Firestore (there is none here): the headers are set first.
      await Promise.race([
        Promise.resolve(fn(testRequest({ method: 'PUT', url: '/x' }), res)).catch(() => undefined),
        new Promise((done) => setTimeout(done, 2_000)),
      ]);
      // The newsletter's answers narrow the Referrer-Policy (its links carry tokens).
      const expected =
        name === 'newsletter' ? { ...SECURITY_HEADERS, 'Referrer-Policy': PRIVATE_REFERRER_POLICY } : SECURITY_HEADERS;
      for (const [header, value] of Object.entries(expected))
        expect(out.headers[header.toLowerCase()], `${name}: ${header}`).toBe(value);
    }
  });
});
