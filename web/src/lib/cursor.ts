// Serializable page cursors for `orderBy(publishedAt desc), orderBy(documentId desc)` queries, so
// infinite lists survive the persisted cache (a DocumentSnapshot would not).
import type { Timestamp } from 'firebase/firestore/lite';
import type { FirestoreLite } from './firestore';

export interface PageCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

export interface Page<T> {
  items: T[];
  next: PageCursor | null;
}

export function cursorFrom(
  publishedAt: { seconds: number; nanoseconds: number } | null | undefined,
  id: string,
): PageCursor | null {
  if (!publishedAt) return null;
  return { seconds: publishedAt.seconds, nanoseconds: publishedAt.nanoseconds, id };
}

/** The startAfter() values for a cursor: the publish time then the document id. */
export function cursorValues(cursor: PageCursor, fs: Pick<FirestoreLite, 'Timestamp'>): [Timestamp, string] {
  return [new fs.Timestamp(cursor.seconds, cursor.nanoseconds), cursor.id];
}
