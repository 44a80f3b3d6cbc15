// Review, apart from publication: articles/{id}.review says where an article stands with a second
// pair of eyes, whatever its status, so a published story can go back to review without being
// unpublished. Absent means 'none'. Each transition rides on a versioned write of the article
// (docs/data-model.md, "Versions") and is recorded as a revision of its own kind with the note;
// firestore.rules hold the same table of who may move it where.
import type { RevisionKind } from './editor.js';
import { isStaff, type Role } from './roles.js';

export const REVIEW_STATES = ['none', 'requested', 'approved', 'changes'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** 'Enviar para revisão', 'Aprovar', 'Pedir alterações'. */
export const REVIEW_ACTIONS = ['request', 'approve', 'changes'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** Where each action leads and the revision kind that records it. */
export const REVIEW_TRANSITIONS = {
  request: { to: 'requested', kind: 'review-requested' },
  approve: { to: 'approved', kind: 'review-approved' },
  changes: { to: 'changes', kind: 'review-changes' },
} as const satisfies Record<ReviewAction, { to: ReviewState; kind: RevisionKind }>;

/** The keys of the stored review (every one required once a transition happened). */
export const REVIEW_FIELDS = [
  'state',
  'requestedBy',
  'requestedByName',
  'by',
  'byName',
  'at',
  'note',
  'version',
  'revisionId',
] as const;

export const REVIEW_NOTE_MAX = 1000;

/** articles/{id}.review after its first transition. */
export interface ArticleReview<Time = unknown> {
  state: Exclude<ReviewState, 'none'>;
  /** Who asked for the review now under way (kept by the decision, which may not be theirs). */
  requestedBy: string;
  requestedByName: string;
  /** Who made the latest transition, and when (request.time). */
  by: string;
  byName: string;
  at: Time;
  /** The note given with the latest transition ('' for none). */
  note: string;
  /** The article version the latest transition wrote: a later version means the text changed since. */
  version: number;
  /** The revision recording the latest transition (articles/{id}/revisions/{revisionId}). */
  revisionId: string;
}

export const isReviewState = (value: unknown): value is ReviewState =>
  typeof value === 'string' && (REVIEW_STATES as readonly string[]).includes(value);

/** An article's review state ('none' when it never had a review). */
export function reviewStateOf(doc: { review?: { state?: unknown } | null } | null | undefined): ReviewState {
  const state = doc?.review?.state;
  return isReviewState(state) ? state : 'none';
}

/** Whether the review can move by `action` from `from` (asked again only once decided). */
export const reviewActionFits = (action: ReviewAction, from: ReviewState): boolean =>
  action === 'request' ? from !== 'requested' : from === 'requested';

export interface ReviewActor {
  uid: string;
  role: Role | null;
}

/**
 * The actions this person may take on the article now: anyone who may edit it asks for review (a
 * contributor only on their own draft, which the rules check too); editors and admins decide, but
 * never on a review they asked for themselves.
 */
export function reviewActionsFor(
  actor: ReviewActor,
  article: { state: ReviewState; requestedBy: string | null },
): ReviewAction[] {
  return REVIEW_ACTIONS.filter((action) => {
    if (!reviewActionFits(action, article.state)) return false;
    if (action === 'request') return true;
    return isStaff(actor.role) && article.requestedBy !== actor.uid;
  });
}
