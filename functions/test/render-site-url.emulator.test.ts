// Issue 34, finding 5: SITE_URL set before the custom domain serves breaks nothing. The render
// function carries its page shell in its own bundle (issue 33) and fetches nothing from the site's
// address: with SITE_URL naming a domain that does not answer yet, and every outbound fetch
// refused, the reader pages still render whole, their links and canonical on the configured domain
// and their assets from this deploy's own /assets/.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleRender } from '../src/render/render';
import { READER_BUNDLE_TIMEOUT_MS, useReaderBundle } from './reader-bundle';
import { startTestFirestore, type TestFirestore } from './emulator';
import { callHandler } from './http';

const SITE = 'https://pauta-ainda-sem-dns.example';
let firestore: TestFirestore;
const fetchSpy = vi.fn(() => Promise.reject(new Error('o domínio ainda não responde')));

beforeAll(async () => {
  await useReaderBundle();
  firestore = await startTestFirestore('demo-pauta-site-url');
  const now = Timestamp.now();
  await getFirestore()
    .doc('articles/dominio')
    .set({
      title: 'Domínio novo no ar',
      excerpt: 'O site antes do DNS.',
      imageUrl: '',
      category: 'tecnologia',
      categoryPath: '/categoria/tecnologia',
      featured: true,
      status: 'published',
      tags: ['DNS'],
      tagKeys: ['dns'],
      slug: 'dominio-novo-no-ar',
      authorId: 'ana',
      authorName: 'Ana Redatora',
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
      version: 1,
    });
  await getFirestore()
    .doc('articleContents/dominio')
    .set({ content: '<p>Corpo do artigo.</p>', status: 'published', authorId: 'ana', updatedAt: now });
  vi.stubEnv('SITE_URL', SITE);
  vi.stubGlobal('fetch', fetchSpy);
}, READER_BUNDLE_TIMEOUT_MS);

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await firestore?.stop();
});

describe('SITE_URL before the domain serves', () => {
  it.each([
    ['/', 'Em Destaque'],
    ['/artigo/dominio-novo-no-ar', 'Domínio novo no ar'],
    ['/categoria/tecnologia', 'Domínio novo no ar'],
  ])('%s renders whole, fetching nothing', async (path, shows) => {
    const page = await callHandler(handleRender, path);
    expect(page.status).toBe(200);
    expect(page.body).toContain(shows);
    expect(page.body).toContain(`<link rel="canonical" href="${SITE}${path === '/' ? '/' : path}"`);
    // This deploy's own stylesheet and script, by path: the CDN serves them from the same deploy.
    expect(page.body).toMatch(/<script[^>]+src="\/assets\/[^"]+\.js"/);
    expect(page.body).toMatch(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/[^"]+\.css"/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
