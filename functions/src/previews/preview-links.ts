// `previewLinks` callable: make, list and revoke an article's preview links ('Compartilhar
// prévia'). The caller's role is read from their profile on every call: editors and admins share
// any draft, contributors only their own; a published article has no preview (its address is
// public). 'create' is the only answer that carries a token; the list names links by their hash.
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  COLLECTIONS,
  isNewsroom,
  isStaff,
  PREVIEW_COLLECTIONS,
  PREVIEW_EXPIRY_HOURS,
  PREVIEW_LINK_ERRORS as ERRORS,
  previewPath,
  type CreatedPreviewLink,
  type PreviewLinkDoc,
  type PreviewLinkSummary,
} from '@pauta/model';
import { takeWindowSlot, type CallerLimit } from '../guards/caller-window';
import { hashPreviewToken, isPreviewLinkId, newPreviewToken } from './preview-token';
import { verifiedCaller } from '../auth/verified-caller';

/** Links a person may make: 30 per 10 minutes (a person shares a few; a script gets nowhere). */
export const PREVIEW_LINK_LIMIT: CallerLimit = { perWindow: 30, windowMs: 10 * 60 * 1000 };

const HOUR_MS = 60 * 60 * 1000;
const ARTICLE_ID = /^[A-Za-z0-9_-]{1,128}$/;

export interface PreviewLinksDeps {
  db: Firestore;
  now: () => number;
  limit?: CallerLimit;
}

type Action = 'create' | 'list' | 'revoke';

interface Parsed {
  action: Action;
  articleId: string;
  hours: number;
  linkId: string | null;
}

function parse(data: unknown): Parsed {
  const input = (data ?? {}) as { action?: unknown; articleId?: unknown; hours?: unknown; linkId?: unknown };
  const action = input.action;
  if (action !== 'create' && action !== 'list' && action !== 'revoke')
    throw new HttpsError('invalid-argument', ERRORS.badRequest);
  if (typeof input.articleId !== 'string' || !ARTICLE_ID.test(input.articleId))
    throw new HttpsError('invalid-argument', ERRORS.badRequest);
  const hours = input.hours === undefined ? PREVIEW_EXPIRY_HOURS.default : input.hours;
  if (
    typeof hours !== 'number' ||
    !Number.isInteger(hours) ||
    hours < PREVIEW_EXPIRY_HOURS.min ||
    hours > PREVIEW_EXPIRY_HOURS.max
  )
    throw new HttpsError('invalid-argument', ERRORS.badRequest);
  if (action === 'revoke' && !isPreviewLinkId(input.linkId))
    throw new HttpsError('invalid-argument', ERRORS.badRequest);
  return { action, articleId: input.articleId, hours, linkId: action === 'revoke' ? (input.linkId as string) : null };
}

const iso = (t: unknown) => (t instanceof Timestamp ? t.toDate().toISOString() : '');

function summary(id: string, link: Partial<PreviewLinkDoc>): PreviewLinkSummary {
  return {
    id,
    createdByName: typeof link.createdByName === 'string' ? link.createdByName : '',
    createdAt: iso(link.createdAt),
    expiresAt: iso(link.expiresAt),
  };
}

export async function handlePreviewLinks(
  callerUid: string | null,
  data: unknown,
  { db, now, limit = PREVIEW_LINK_LIMIT }: PreviewLinksDeps,
): Promise<CreatedPreviewLink | PreviewLinkSummary[] | { revoked: true }> {
  if (!callerUid) throw new HttpsError('unauthenticated', ERRORS.unauthenticated);
  const request = parse(data);
  const [profile, article] = await Promise.all([
    db.collection(COLLECTIONS.profiles).doc(callerUid).get(),
    db.collection(COLLECTIONS.articles).doc(request.articleId).get(),
  ]);
  const role: unknown = profile.get('role');
  if (!isNewsroom(role)) throw new HttpsError('permission-denied', ERRORS.forbidden);
  if (!article.exists) throw new HttpsError('not-found', ERRORS.notFound);
  if (!isStaff(role) && article.get('authorId') !== callerUid)
    throw new HttpsError('permission-denied', ERRORS.forbidden);
  const links = db.collection(PREVIEW_COLLECTIONS.links);

  if (request.action === 'list') {
    const snap = await links.where('articleId', '==', request.articleId).get();
    const at = now();
    return snap.docs
      .filter((d) => d.get('revokedAt') == null && (d.get('expiresAt') as Timestamp).toMillis() > at)
      .map((d) => summary(d.id, d.data()))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  if (request.action === 'revoke') {
    const ref = links.doc(request.linkId!);
    await db.runTransaction(async (tx) => {
      const link = await tx.get(ref);
      if (!link.exists || link.get('articleId') !== request.articleId)
        throw new HttpsError('not-found', ERRORS.linkNotFound);
      if (link.get('revokedAt') != null) return;
      tx.update(ref, { revokedAt: FieldValue.serverTimestamp(), revokedBy: callerUid, revokedReason: 'manual' });
    });
    return { revoked: true };
  }

  if (article.get('status') === 'published') throw new HttpsError('failed-precondition', ERRORS.published);
  const at = now();
  if (!(await takeWindowSlot(db, db.collection(PREVIEW_COLLECTIONS.callers).doc(callerUid), 'links', at, limit)))
    throw new HttpsError('resource-exhausted', ERRORS.rateLimited);
  const token = newPreviewToken();
  const id = hashPreviewToken(token);
  const name = profile.get('name');
  const link: PreviewLinkDoc<Timestamp> = {
    articleId: request.articleId,
    createdBy: callerUid,
    createdByName: typeof name === 'string' ? name : '',
    createdAt: Timestamp.fromMillis(at),
    expiresAt: Timestamp.fromMillis(at + request.hours * HOUR_MS),
    revokedAt: null,
    revokedBy: null,
    revokedReason: null,
  };
  // create(): a (never seen) collision of two tokens' hashes fails instead of overwriting a link.
  await links.doc(id).create(link);
  return { ...summary(id, link), path: previewPath(token) };
}

export const previewLinks = onCall({ maxInstances: 10 }, (request) =>
  handlePreviewLinks(verifiedCaller(request.auth), request.data, { db: getFirestore(), now: Date.now }),
);
