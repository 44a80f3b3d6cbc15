// Preview links against a real Firestore emulator: the previewLinks callable (who may make, list and
// revoke them; only the hash is stored; the token is handed out once) and '/previa/{token}' in the
// render function (the draft with its band and private headers; expired or revoked → 410 with a
// pt-BR page; published → 301 to the article; unknown → 404).
import { createHash } from 'node:crypto';
import { getFirestore, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { Change } from 'firebase-functions/v2/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_PATTERN, type CreatedPreviewLink, type PreviewLinkSummary } from '@pauta/model';
import { handlePreviewLinks, type PreviewLinksDeps } from '../../src/previews/preview-links';
import { hashPreviewToken, newPreviewToken } from '../../src/previews/preview-token';
import { isPublication, revokePreviewLinks } from '../../src/previews/revoke-preview-links';
import { handleRender } from '../../src/render/render';
import { READER_BUNDLE_TIMEOUT_MS, useReaderBundle } from '../reader-bundle';
import { onArticleWritten } from '../../src/articles/on-article-written';
import { runPublication } from '../../src/scheduling/run-publication';
import { startTestFirestore, type TestFirestore } from '../emulator';
import { callHandler } from '../http';

const PROJECT_ID = 'demo-pauta-previews';
const HOUR = 60 * 60 * 1000;
let firestore: TestFirestore;
let clock = Date.now();
const deps = (): PreviewLinksDeps => ({ db: getFirestore(), now: () => clock });

const PEOPLE = {
  edna: { name: 'Edna Editora', role: 'editor' },
  ada: { name: 'Ada Admin', role: 'admin' },
  caio: { name: 'Caio Colaborador', role: 'contributor' },
  clara: { name: 'Clara Colaboradora', role: 'contributor' },
  ursula: { name: 'Ursula Leitora', role: 'user' },
};

async function article(id: string, authorId: string, status: 'draft' | 'published', title = `Título ${id}`) {
  const now = Timestamp.now();
  await getFirestore()
    .doc(`articles/${id}`)
    .set({
      title,
      excerpt: `Resumo de ${id}`,
      imageUrl: '',
      category: 'tecnologia',
      categoryPath: '/categoria/tecnologia',
      featured: false,
      status,
      tags: ['IA'],
      tagKeys: ['ia'],
      slug: `slug-${id}`,
      authorId,
      authorName: PEOPLE[authorId as keyof typeof PEOPLE]?.name ?? 'Autor',
      createdAt: now,
      updatedAt: now,
      publishedAt: status === 'published' ? now : null,
      version: 1,
    });
  await getFirestore()
    .doc(`articleContents/${id}`)
    .set({
      content: `<p>Corpo de ${title}</p><script>alert(1)</script><img src="x" onerror="alert(2)">`,
      status,
      authorId,
      updatedAt: now,
    });
}

const call = <T>(uid: string | null, data: unknown) => handlePreviewLinks(uid, data, deps()) as Promise<T>;
const create = (uid: string, articleId: string, hours?: number) =>
  call<CreatedPreviewLink>(uid, { action: 'create', articleId, ...(hours !== undefined && { hours }) });
const tokenOf = (link: CreatedPreviewLink) => link.path.split('/').pop()!;
const open = (path: string) => callHandler(handleRender, path);

beforeAll(async () => {
  await useReaderBundle();
  firestore = await startTestFirestore(PROJECT_ID);
  for (const [uid, profile] of Object.entries(PEOPLE))
    await getFirestore()
      .doc(`profiles/${uid}`)
      .set({ ...profile, email: `${uid}@pauta.dev` });
}, READER_BUNDLE_TIMEOUT_MS);

afterAll(async () => {
  await firestore?.stop();
});

beforeEach(async () => {
  clock += 24 * HOUR;
  const links = await getFirestore().collection('previewLinks').get();
  await Promise.all(links.docs.map((d) => d.ref.delete()));
  await article('rascunho-caio', 'caio', 'draft', 'Rascunho do Caio');
  await article('rascunho-edna', 'edna', 'draft', 'Rascunho da Edna');
  await article('publicado', 'edna', 'published');
});

describe('tokens', () => {
  it('are 128 random bits in base64url, stored as their SHA-256 only', () => {
    const tokens = new Set(Array.from({ length: 2000 }, newPreviewToken));
    expect(tokens.size).toBe(2000);
    for (const token of [...tokens].slice(0, 50)) {
      expect(token).toMatch(PREVIEW_TOKEN_PATTERN);
      expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    }
    const token = [...tokens][0]!;
    expect(hashPreviewToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashPreviewToken(token)).not.toContain(token);
  });
});

describe('the previewLinks callable', () => {
  it('makes a link valid 8 hours by default: the store has the hash, never the token', async () => {
    const link = await create('caio', 'rascunho-caio');
    expect(link.path).toMatch(/^\/previa\/[A-Za-z0-9_-]{22}$/);
    expect(link.id).toBe(hashPreviewToken(tokenOf(link)));
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(8 * HOUR);
    const stored = await getFirestore().doc(`previewLinks/${link.id}`).get();
    expect(stored.data()).toMatchObject({
      articleId: 'rascunho-caio',
      createdBy: 'caio',
      createdByName: 'Caio Colaborador',
    });
    expect(JSON.stringify(stored.data())).not.toContain(tokenOf(link));
    const everything = await getFirestore().collection('previewLinks').get();
    expect(everything.docs.some((d) => JSON.stringify(d.data()).includes(tokenOf(link)))).toBe(false);
  });

  it('takes a lifetime of 1 hour to 7 days', async () => {
    const week = await create('edna', 'rascunho-edna', 168);
    expect(Date.parse(week.expiresAt) - Date.parse(week.createdAt)).toBe(168 * HOUR);
    for (const hours of [0, 169, 1.5, '8'])
      await expect(create('edna', 'rascunho-edna', hours as number)).rejects.toMatchObject({
        code: 'invalid-argument',
      });
  });

  it.each<[string, string | null, string, string]>([
    ['a signed-out caller', null, 'rascunho-edna', 'unauthenticated'],
    ['a reader', 'ursula', 'rascunho-edna', 'permission-denied'],
    ['a contributor, for someone else’s draft', 'clara', 'rascunho-caio', 'permission-denied'],
    ['a contributor, for an editor’s draft', 'caio', 'rascunho-edna', 'permission-denied'],
    ['an editor, for a published article', 'edna', 'publicado', 'failed-precondition'],
    ['an editor, for an article that does not exist', 'edna', 'nao-existe', 'not-found'],
    ['an editor, for a malformed id', 'edna', '../profiles/ada', 'invalid-argument'],
  ])('refuses %s', async (_name, uid, articleId, code) => {
    const attempt = call(uid, { action: 'create', articleId });
    await expect(attempt).rejects.toBeInstanceOf(HttpsError);
    await expect(attempt).rejects.toMatchObject({ code });
  });

  it('editors and admins share anyone’s draft', async () => {
    await expect(create('edna', 'rascunho-caio')).resolves.toMatchObject({ createdByName: 'Edna Editora' });
    await expect(create('ada', 'rascunho-edna')).resolves.toMatchObject({ createdByName: 'Ada Admin' });
  });

  it('lists the live links without their tokens, and revokes one', async () => {
    const first = await create('caio', 'rascunho-caio');
    clock += 1000;
    const second = await create('edna', 'rascunho-caio', 1);
    const listed = await call<PreviewLinkSummary[]>('caio', { action: 'list', articleId: 'rascunho-caio' });
    expect(listed.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(JSON.stringify(listed)).not.toContain(tokenOf(first));
    expect(listed.every((l) => !('path' in l))).toBe(true);

    await expect(call('caio', { action: 'revoke', articleId: 'rascunho-caio', linkId: first.id })).resolves.toEqual({
      revoked: true,
    });
    clock += 2 * HOUR; // the second one expires
    await expect(call('caio', { action: 'list', articleId: 'rascunho-caio' })).resolves.toEqual([]);
  });

  it('refuses to revoke a link of another article, or for someone who may not share it', async () => {
    const link = await create('edna', 'rascunho-edna');
    await expect(call('edna', { action: 'revoke', articleId: 'rascunho-caio', linkId: link.id })).rejects.toMatchObject(
      {
        code: 'not-found',
      },
    );
    await expect(call('caio', { action: 'revoke', articleId: 'rascunho-edna', linkId: link.id })).rejects.toMatchObject(
      {
        code: 'permission-denied',
      },
    );
    await expect(call('caio', { action: 'list', articleId: 'rascunho-edna' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('limits how many links one person makes', async () => {
    const limit = { perWindow: 2, windowMs: HOUR };
    await handlePreviewLinks('ada', { action: 'create', articleId: 'rascunho-edna' }, { ...deps(), limit });
    await handlePreviewLinks('ada', { action: 'create', articleId: 'rascunho-edna' }, { ...deps(), limit });
    await expect(
      handlePreviewLinks('ada', { action: 'create', articleId: 'rascunho-edna' }, { ...deps(), limit }),
    ).rejects.toMatchObject({ code: 'resource-exhausted' });
  });
});

describe('/previa/{token} (render function)', () => {
  it('shows the draft with the band, readable without signing in, private and never indexed', async () => {
    const link = await create('caio', 'rascunho-caio');
    const page = await open(link.path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Prévia — não publicada');
    // The reader's own article page (the server bundle's), under the band.
    expect(page.body).toMatch(/<h1[^>]*id="artigo-titulo"[^>]*>Rascunho do Caio<\/h1>/);
    expect(page.body).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/reader-[^"]+\.css">/);
    expect(page.body).toContain('Corpo de Rascunho do Caio');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('onerror');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // The page's own policy: no script, no connection (the header policy every answer carries is
    // set around the handler: functions/test/public-functions.test.ts).
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page.body)?.[1] ?? '';
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("connect-src 'none'");
  });

  it('shows the draft as it is now: a later save is what the next visit sees', async () => {
    const link = await create('caio', 'rascunho-caio');
    await getFirestore().doc('articles/rascunho-caio').update({ title: 'Título revisto' });
    expect((await open(link.path)).body).toContain('Título revisto');
  });

  it('an expired link answers 410 with a pt-BR page', async () => {
    const link = await create('caio', 'rascunho-caio', 1);
    await getFirestore()
      .doc(`previewLinks/${link.id}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const page = await open(link.path);
    expect(page.status).toBe(410);
    expect(page.body).toContain('Esta prévia expirou');
    expect(page.body).toContain('<html lang="pt-BR"');
    expect(page.body).not.toContain('Rascunho do Caio');
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('a revoked link answers 410', async () => {
    const link = await create('caio', 'rascunho-caio');
    await call('caio', { action: 'revoke', articleId: 'rascunho-caio', linkId: link.id });
    const page = await open(link.path);
    expect(page.status).toBe(410);
    expect(page.body).toContain('Esta prévia foi revogada');
  });

  it('publication revokes the links, which then 301 to the article (and stay dead if unpublished)', async () => {
    const link = await create('edna', 'rascunho-edna');
    const before = (await getFirestore().doc('articles/rascunho-edna').get()).data();
    await getFirestore().doc('articles/rascunho-edna').update({ status: 'published' });
    const after = (await getFirestore().doc('articles/rascunho-edna').get()).data();
    expect(isPublication(before, after)).toBe(true);
    expect(isPublication(after, after)).toBe(false);
    await expect(revokePreviewLinks(getFirestore(), 'rascunho-edna', 'published')).resolves.toBe(1);

    const page = await open(link.path);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/artigo/slug-rascunho-edna');
    expect(page.headers['cache-control']).toBe('private, no-store');

    await getFirestore().doc('articles/rascunho-edna').update({ status: 'draft' });
    expect((await open(link.path)).status).toBe(410);
  });

  it('a scheduled article is previewable; the publish step at its time revokes its links through the trigger', async () => {
    const ref = getFirestore().doc('articles/rascunho-edna');
    const at = Date.now() - 1_000;
    await ref.update({ status: 'scheduled', scheduledFor: Timestamp.fromMillis(at) });
    await getFirestore().doc('articleContents/rascunho-edna').update({ status: 'scheduled' });
    const link = await create('edna', 'rascunho-edna');
    const preview = await open(link.path);
    expect(preview.status).toBe(200);
    expect(preview.body).toContain('Prévia — não publicada');

    // The task's delivery, as the queue makes it; then the article trigger on that very write.
    const before = await ref.get();
    await expect(
      runPublication(getFirestore(), { kind: 'due', articleId: 'rascunho-edna', scheduledFor: at, via: 'task' }),
    ).resolves.toMatchObject({ status: 'published' });
    const after = await ref.get();
    const event = {
      id: `publish-${at}`,
      data: Change.fromObjects<DocumentSnapshot>(before, after),
      params: { id: ref.id },
    };
    await onArticleWritten.run(event as unknown as Parameters<typeof onArticleWritten.run>[0]);

    const stored = await getFirestore().doc(`previewLinks/${link.id}`).get();
    expect(stored.get('revokedReason')).toBe('published');
    const page = await open(link.path);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/artigo/slug-rascunho-edna');
  });

  it('a link revoked by hand stays 410 after the article is published', async () => {
    const link = await create('edna', 'rascunho-edna');
    await call('edna', { action: 'revoke', articleId: 'rascunho-edna', linkId: link.id });
    await getFirestore().doc('articles/rascunho-edna').update({ status: 'published' });
    expect((await open(link.path)).status).toBe(410);
  });

  it('the article deleted: 410; an unknown or malformed token: 404', async () => {
    const link = await create('edna', 'rascunho-edna');
    await getFirestore().doc('articles/rascunho-edna').delete();
    const removed = await open(link.path);
    expect(removed.status).toBe(410);
    expect(removed.body).toContain('Prévia indisponível');

    for (const path of [`/previa/${newPreviewToken()}`, '/previa/curto', `/previa/${'x'.repeat(23)}`, '/previa/']) {
      const page = await open(path);
      expect(page.status, path).toBe(404);
      expect(page.body).toContain('Prévia não encontrada');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });
});
