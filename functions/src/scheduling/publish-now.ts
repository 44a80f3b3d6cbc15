// `publishArticle` callable: the editor's 'Publicado'. The editor saves the article (it stays
// unpublished), then asks for the publication of exactly the version it saved; the one publish step
// makes it public. Staff only (role read from the caller's profile on every call).
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS, isStaff, missingAltMessage, type PublishArticleResult } from '@pauta/model';
import { runPublication } from './run-publication';
import { verifiedCaller } from '../auth/verified-caller';

export const PUBLISH_NOW_ERRORS = {
  unauthenticated: 'Usuário não autenticado',
  invalid: 'Pedido de publicação inválido',
  notStaff: 'Apenas administradores e editores podem publicar artigos.',
  missing: 'Artigo não encontrado.',
  conflict: 'Este artigo foi alterado por outra pessoa. Recarregue a versão salva antes de publicar.',
} as const;

function parseRequest(data: unknown): { articleId: string; version: number } | null {
  const { articleId, version } = (data ?? {}) as Record<string, unknown>;
  if (typeof articleId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(articleId)) return null;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) return null;
  return { articleId, version };
}

/** The pt-BR refusal naming the article's first image without a text alternative, or null. */
async function imageWithoutAlt(db: Firestore, articleId: string): Promise<string | null> {
  const [article, content] = await Promise.all([
    db.collection(COLLECTIONS.articles).doc(articleId).get(),
    db.collection(COLLECTIONS.articleContents).doc(articleId).get(),
  ]);
  if (!article.exists) return null; // runPublication answers 'not found'
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return missingAltMessage({
    imageUrl: text(article.get('imageUrl')),
    imageAlt: text(article.get('imageAlt')),
    imageDecorative: article.get('imageDecorative') === true,
    content: text(content.get('content')),
  });
}

export async function handlePublishNow(
  db: Firestore,
  callerUid: string | null,
  data: unknown,
): Promise<PublishArticleResult> {
  if (!callerUid) throw new HttpsError('unauthenticated', PUBLISH_NOW_ERRORS.unauthenticated);
  const request = parseRequest(data);
  if (!request) throw new HttpsError('invalid-argument', PUBLISH_NOW_ERRORS.invalid);
  const profile = await db.collection(COLLECTIONS.profiles).doc(callerUid).get();
  if (!isStaff(profile.get('role'))) throw new HttpsError('permission-denied', PUBLISH_NOW_ERRORS.notStaff);
  const by = { uid: callerUid, name: String(profile.get('name') ?? '') };
  // Every image of a published article says what it shows (or is declared decorative).
  const missingAlt = await imageWithoutAlt(db, request.articleId);
  if (missingAlt) throw new HttpsError('failed-precondition', missingAlt);
  const outcome = await runPublication(db, { kind: 'now', ...request, by });
  switch (outcome.status) {
    case 'published':
    case 'already-published':
      return { status: outcome.status, version: outcome.version };
    case 'conflict':
      throw new HttpsError('aborted', PUBLISH_NOW_ERRORS.conflict);
    default:
      throw new HttpsError('not-found', PUBLISH_NOW_ERRORS.missing);
  }
}

export const publishArticle = onCall({ maxInstances: 10 }, (request) =>
  handlePublishNow(getFirestore(), verifiedCaller(request.auth), request.data),
);
