// The documents the Firestore triggers of the functions listen on. The wildcard names the event
// parameter the trigger reads (event.params.id, event.params.uid).
import { COLLECTIONS } from './collections.js';

export const TRIGGER_DOCUMENTS = {
  /** Every article create, update and delete: tag statistics, the home snapshot, the search index. */
  article: `${COLLECTIONS.articles}/{id}`,
  /** profiles/{uid}: mirrored into publicProfiles/{uid} without the email. */
  profile: `${COLLECTIONS.profiles}/{uid}`,
  /** A live coverage started, pinned or ended, and each of its entries: the readers' summary. */
  liveCoverage: `${COLLECTIONS.liveCoverage}/{id}`,
  liveEntry: `${COLLECTIONS.liveCoverage}/{id}/entries/{entryId}`,
} as const;

/**
 * stats/tags/processedEvents/{eventId}: the events already applied to the tag statistics, so a
 * redelivered event changes nothing (clients cannot reach it).
 */
export const TAG_STATS_EVENTS = 'processedEvents';
