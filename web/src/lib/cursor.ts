// Serializable page cursors for `orderBy(<time> desc), orderBy(documentId desc)` queries (reader
// lists by publishedAt, the pautas by createdAt), so infinite lists survive the persisted cache (a
// DocumentSnapshot would not).
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
  time: { seconds: number; nanoseconds: number } | null | undefined,
  id: string,
): PageCursor | null {
  if (!time) return null;
  return { seconds: time.seconds, nanoseconds: time.nanoseconds, id };
}

/** The startAfter() values for a cursor: the publish time then the document id. */
export function cursorValues(cursor: PageCursor, fs: Pick<FirestoreLite, 'Timestamp'>): [Timestamp, string] {
  return [new fs.Timestamp(cursor.seconds, cursor.nanoseconds), cursor.id];
}
