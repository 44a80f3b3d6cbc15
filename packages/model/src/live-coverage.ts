// Live coverage ('Cobertura ao vivo') of a published article (docs/data-model.md, "Live coverage"):
// liveCoverage/{articleId} says whether it is live (status, start, end, the pinned entry) and its
// entries are liveCoverage/{articleId}/entries/{entryId}, each its own document, so two staff
// members posting at the same moment both get in (no shared counter), ordered by the server's time.
// An entry can be edited by its author within LIVE_EDIT_WINDOW_MINUTES of posting ('editado') and
// deleted by staff (with confirmation); 'Encerrar cobertura' ends the coverage for good.
import { COLLECTIONS } from './collections.js';
import type { StoredTimestamp } from './time.js';

export const LIVE_COVERAGE_COLLECTION = COLLECTIONS.liveCoverage;
export const LIVE_ENTRIES_SUBCOLLECTION = 'entries';

export const LIVE_STATUSES = ['live', 'ended'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** An entry's text (plain text; addresses in it become links on the page). */
export const LIVE_ENTRY_TEXT_MAX = 2000;
/** How long after posting its author may still edit an entry. */
export const LIVE_EDIT_WINDOW_MINUTES = 5;

export const LIVE_COVERAGE_FIELDS = ['status', 'startedAt', 'startedBy', 'endedAt', 'pinnedEntryId'] as const;

export interface LiveCoverageDoc<Time = StoredTimestamp> {
  status: LiveStatus;
  startedAt: Time;
  startedBy: string;
  /** null while live. */
  endedAt: Time | null;
  /** The entry shown first ('Fixada'); null when none. */
  pinnedEntryId: string | null;
}

export const LIVE_ENTRY_FIELDS = [
  'text',
  'imageUrl',
  'imageAlt',
  'authorId',
  'authorName',
  'createdAt',
  'editedAt',
] as const;

export interface LiveEntryDoc<Time = StoredTimestamp> {
  text: string;
  /** An image from the library ('' without). */
  imageUrl: string;
  imageAlt: string;
  authorId: string;
  authorName: string;
  createdAt: Time;
  /** Its last edit ('editado'); null when never edited. */
  editedAt: Time | null;
}

/** Whether an entry posted at `createdAtMs` may still be edited at `nowMs`. */
export const liveEntryEditable = (createdAtMs: number, nowMs: number) =>
  nowMs - createdAtMs < LIVE_EDIT_WINDOW_MINUTES * 60_000;
