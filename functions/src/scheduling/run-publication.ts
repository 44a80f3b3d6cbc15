// The one publish step (docs/data-model.md "Publishing"): every publication — the editor's
// 'Publicado' (publishArticle callable), an article's task at its time, the sweep — is this
// transaction. It re-reads the article, decides (./publish-decision), and in one commit sets status
// 'published', publishedAt (the scheduled time for a scheduled article; the first publication's time
// is kept on a re-publication), the next version (the Versions recipe), the body's status, a
// 'publish' revision and the publications/{id} record with how late it went out. The derived data
// (home snapshot, tag statistics, search index) follow from the article triggers, as for any write.
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  articleFormOf,
  COLLECTIONS,
  EDITOR_COLLECTIONS,
  MAX_REVISIONS,
  nextArticleVersion,
  PUBLICATIONS_COLLECTION,
  publicationId,
  publishRevisionId,
  PUBLISH_PROMISE_MS,
  SCHEDULED_PUBLISHER_NAME,
  type ArticleDoc,
  type PublicationDoc,
} from '@pauta/model';
import { decidePublication, type PublishDecision, type PublishRequest } from './publish-decision';

export type PublishOutcome =
  Exclude<PublishDecision, { status: 'publish' }> | { status: 'published'; version: number; lateMs: number | null };

const revisionsOf = (db: Firestore, articleId: string) =>
  db.collection(COLLECTIONS.articles).doc(articleId).collection(EDITOR_COLLECTIONS.revisions);

function writePublication(
  db: Firestore,
  tx: Transaction,
  request: PublishRequest,
  stored: ArticleDoc,
  content: string | null,
  scheduledFor: number | null,
  at: number,
): Extract<PublishOutcome, { status: 'published' }> {
  const { articleId } = request;
  const version = nextArticleVersion(stored);
  const scheduledTime = scheduledFor === null ? null : Timestamp.fromMillis(scheduledFor);
  const publishedAt = stored.publishedAt ?? scheduledTime ?? Timestamp.fromMillis(at);
  const published = { status: 'published' as const, publishedAt, scheduledFor: scheduledTime };
  const now = FieldValue.serverTimestamp();
  tx.update(db.collection(COLLECTIONS.articles).doc(articleId), { ...published, updatedAt: now, version });
  const contentRef = db.collection(COLLECTIONS.articleContents).doc(articleId);
  if (content === null)
    tx.set(contentRef, { content: '', status: 'published', authorId: stored.authorId, updatedAt: now });
  else tx.update(contentRef, { status: 'published', updatedAt: now });

  const by = request.kind === 'now' ? request.by : { uid: '', name: SCHEDULED_PUBLISHER_NAME };
  tx.set(revisionsOf(db, articleId).doc(publishRevisionId(version)), {
    form: articleFormOf({ ...stored, ...published }, content ?? ''),
    savedBy: by.uid,
    savedByName: by.name,
    savedAt: now,
    version,
    kind: 'publish',
  });
  const lateMs = scheduledFor === null ? null : at - scheduledFor;
  const record: PublicationDoc<Timestamp> = {
    articleId,
    title: stored.title,
    slug: stored.slug,
    category: stored.category,
    authorName: stored.authorName,
    scheduledFor: scheduledTime,
    publishedAt: Timestamp.fromMillis(at),
    lateMs,
    scheduled: scheduledFor !== null,
    via: request.kind === 'now' ? 'editor' : request.via,
    version,
  };
  tx.set(db.collection(PUBLICATIONS_COLLECTION).doc(publicationId(articleId, version)), record);
  return { status: 'published', version, lateMs };
}

/** Runs the publish step for one article; a request that must not publish changes nothing. */
export async function runPublication(
  db: Firestore,
  request: PublishRequest,
  clock: () => number = Date.now,
): Promise<PublishOutcome> {
  const articleRef = db.collection(COLLECTIONS.articles).doc(request.articleId);
  const contentRef = db.collection(COLLECTIONS.articleContents).doc(request.articleId);
  const outcome = await db.runTransaction(async (tx): Promise<PublishOutcome> => {
    const [article, body] = await tx.getAll(articleRef, contentRef);
    const stored = article.exists ? (article.data() as ArticleDoc) : undefined;
    const at = clock();
    const decision = decidePublication(stored, request, at);
    if (decision.status !== 'publish' || !stored) return decision as PublishOutcome;
    const content = body.exists ? String(body.get('content') ?? '') : null;
    return writePublication(db, tx, request, stored, content, decision.scheduledFor, at);
  });
  if (outcome.status === 'published') {
    if (outcome.lateMs !== null && outcome.lateMs > PUBLISH_PROMISE_MS)
      logger.warn(
        `publicação agendada atrasada: ${request.articleId} saiu ${Math.round(outcome.lateMs / 1000)} s depois`,
      );
    await pruneRevisions(db, request.articleId).catch((error: unknown) =>
      logger.error(`não foi possível podar as revisões de ${request.articleId}`, error),
    );
  }
  return outcome;
}

/** Keeps the newest MAX_REVISIONS revisions, as the editor's saves do. */
async function pruneRevisions(db: Firestore, articleId: string): Promise<void> {
  const revisions = revisionsOf(db, articleId);
  const count = (await revisions.count().get()).data().count;
  if (count <= MAX_REVISIONS) return;
  const oldest = await revisions
    .orderBy('savedAt', 'asc')
    .limit(count - MAX_REVISIONS)
    .get();
  const batch = db.batch();
  for (const doc of oldest.docs) batch.delete(doc.ref);
  await batch.commit();
}
