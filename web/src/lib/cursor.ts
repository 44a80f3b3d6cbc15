// Serializable page cursors for `orderBy(publishedAt desc), orderBy(documentId desc)` queries, so
// infinite lists survive the persisted cache (a DocumentSnapshot would not).
import { Timestamp } from 'firebase/firestore/lite';

export interface PageCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

export interface Page<T> {
  items: T[];
  next: PageCursor | null;
}

export function cursorFrom(publishedAt: Timestamp | null | undefined, id: string): PageCursor | null {
  if (!publishedAt) return null;
  return { seconds: publishedAt.seconds, nanoseconds: publishedAt.nanoseconds, id };
}

/** The startAfter() values for a cursor: the publish time then the document id. */
export function cursorValues(cursor: PageCursor): [Timestamp, string] {
  return [new Timestamp(cursor.seconds, cursor.nanoseconds), cursor.id];
}
