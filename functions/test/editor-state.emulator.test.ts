// Deleting an article removes every person's autosaved draft, the older shared draft, the edit
// lease (the deleting editor cannot read other people's drafts) and its preview links, frees the
// pauta it was made from, and touches nothing of other articles.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deleteArticleEditorState } from '../src/articles/on-article-deleted-editor-state';
import { startTestFirestore, type TestFirestore } from './emulator';

let firestore: TestFirestore;

beforeAll(async () => {
  firestore = await startTestFirestore('demo-pauta-editor-state');
}, 60_000);

afterAll(async () => {
  await firestore?.stop();
});

it('removes the drafts of every person and the lease of the deleted article only', async () => {
  const db = getFirestore();
  const draft = { form: { title: 'x' }, baseVersion: 2, updatedAt: Timestamp.now() };
  const lease = {
    holderId: 'edna',
    holderName: 'Edna',
    sessionId: 'sessao-1',
    acquiredAt: Timestamp.now(),
    renewedAt: Timestamp.now(),
  };
  await Promise.all([
    db.doc('articleDrafts/apagado/people/edna').set(draft),
    db.doc('articleDrafts/apagado/people/ada').set(draft),
    db.doc('articleDrafts/apagado').set({ form: { title: 'antigo' }, authorId: 'edna', updatedBy: 'edna' }),
    db.doc('articleLocks/apagado').set(lease),
    db.doc('articleDrafts/outro/people/edna').set(draft),
    db.doc('articleLocks/outro').set(lease),
  ]);

  await expect(deleteArticleEditorState('apagado')).resolves.toBe(2);

  expect((await db.collection('articleDrafts/apagado/people').get()).size).toBe(0);
  expect((await db.doc('articleDrafts/apagado').get()).exists).toBe(false);
  expect((await db.doc('articleLocks/apagado').get()).exists).toBe(false);
  expect((await db.doc('articleDrafts/outro/people/edna').get()).exists).toBe(true);
  expect((await db.doc('articleLocks/outro').get()).exists).toBe(true);
});

it('frees the pauta the article was made from and deletes its preview links', async () => {
  const db = getFirestore();
  const pauta = (articleId: string | null, status: string) => ({ articleId, status, version: 4, headline: 'x' });
  const link = (articleId: string) => ({ articleId, createdBy: 'edna', expiresAt: Timestamp.now(), revokedAt: null });
  await Promise.all([
    db.doc('generatedPosts/em-producao').set(pauta('apagado-2', 'in-production')),
    db.doc('generatedPosts/descartada').set(pauta('apagado-2', 'discarded')),
    db.doc('generatedPosts/de-outro').set(pauta('outro', 'in-production')),
    db.doc(`previewLinks/${'a'.repeat(64)}`).set(link('apagado-2')),
    db.doc(`previewLinks/${'b'.repeat(64)}`).set(link('outro')),
  ]);

  await deleteArticleEditorState('apagado-2');

  expect((await db.doc('generatedPosts/em-producao').get()).data()).toMatchObject({
    articleId: null,
    status: 'new',
    version: 5,
  });
  expect((await db.doc('generatedPosts/descartada').get()).data()).toMatchObject({
    articleId: null,
    status: 'discarded',
  });
  expect((await db.doc('generatedPosts/de-outro').get()).data()).toMatchObject({ articleId: 'outro', version: 4 });
  expect((await db.doc(`previewLinks/${'a'.repeat(64)}`).get()).exists).toBe(false);
  expect((await db.doc(`previewLinks/${'b'.repeat(64)}`).get()).exists).toBe(true);
});
