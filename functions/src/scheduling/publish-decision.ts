// Whether a publish request may publish the article as it is stored (pure; the publish step decides
// with it inside its transaction, so a request delivered twice, or racing another, publishes once).
import { articleVersion, type ArticleStatus, type PublicationVia } from '@pauta/model';

/**
 * 'now': the editor's 'Publicado' (publishArticle callable), for the version the editor saved.
 * 'due': the article's task (with the time it was queued for) or the sweep (any due article).
 */
export type PublishRequest =
  | { kind: 'now'; articleId: string; version: number; by: { uid: string; name: string } }
  | { kind: 'due'; articleId: string; scheduledFor: number | null; via: Exclude<PublicationVia, 'editor'> };

export type PublishDecision =
  | { status: 'publish'; scheduledFor: number | null }
  | { status: 'already-published'; version: number }
  | { status: 'missing' }
  /** 'now': someone saved another version since the caller's save. */
  | { status: 'conflict'; version: number }
  /** 'due': no longer scheduled (cancelled back to a draft). */
  | { status: 'not-scheduled' }
  /** 'due' from a task: the article was rescheduled to another time (that time has its own task). */
  | { status: 'rescheduled'; scheduledFor: number }
  /** 'due': its time has not come (a task delivered early: the queue delivers it again). */
  | { status: 'not-due'; scheduledFor: number };

/** A due article may go out this much before its time: clocks of two servers never agree exactly. */
export const DUE_TOLERANCE_MS = 2_000;

export interface StoredPublication {
  status?: ArticleStatus;
  version?: unknown;
  scheduledFor?: { toMillis(): number } | null;
}

export function decidePublication(
  stored: StoredPublication | undefined,
  request: PublishRequest,
  now: number,
): PublishDecision {
  if (!stored) return { status: 'missing' };
  const version = articleVersion(stored);
  if (stored.status === 'published') return { status: 'already-published', version };
  if (request.kind === 'now') {
    return version === request.version ? { status: 'publish', scheduledFor: null } : { status: 'conflict', version };
  }
  const scheduledFor = stored.scheduledFor?.toMillis?.();
  if (stored.status !== 'scheduled' || typeof scheduledFor !== 'number') return { status: 'not-scheduled' };
  if (request.scheduledFor !== null && request.scheduledFor !== scheduledFor)
    return { status: 'rescheduled', scheduledFor };
  if (scheduledFor > now + DUE_TOLERANCE_MS) return { status: 'not-due', scheduledFor };
  return { status: 'publish', scheduledFor };
}
