// A live coverage's summary (liveSummaries/{id}, as the render function hands it over) in the
// shape the page's components read: times in ms, whatever form its timestamps came in (the
// payload's { __ts: [s, ns] }, or the page cache's revived { seconds, nanoseconds, toDate }).
import type { EmbedData, LiveStatus, LiveSummaryDoc, LiveSummaryEntry } from '@pauta/model';

export interface LiveEntryView {
  id: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
  /** Checked by the function that wrote the summary (isEmbedData). */
  embed: EmbedData | null;
  authorName: string;
  at: number;
  editedAt: number | null;
}

export interface LiveCoverageView {
  status: LiveStatus;
  startedAt: number;
  endedAt: number | null;
  pinned: LiveEntryView | null;
  /** Newest first, the pinned one left out. */
  entries: LiveEntryView[];
  more: boolean;
}

/** An entry's anchor on the page (the JSON-LD's update URLs point at it). */
export const liveEntryAnchor = (id: string) => `atualizacao-${id}`;

/** A stored time in ms; null when absent or unreadable. */
export function msOf(value: unknown): number | null {
  if (!value || typeof value !== 'object') return null;
  const ts = (value as { __ts?: unknown }).__ts;
  // Rounded as firebase-admin's toDate() and the page's revived timestamps are (app/reader/server/seed.ts).
  if (Array.isArray(ts)) return Number(ts[0]) * 1000 + Math.round(Number(ts[1]) / 1e6);
  const toDate = (value as { toDate?: () => Date }).toDate;
  return typeof toDate === 'function' ? toDate.call(value).getTime() : null;
}

const entryView = (e: LiveSummaryEntry<unknown>): LiveEntryView => ({
  id: e.id,
  text: e.text,
  imageUrl: e.imageUrl,
  imageAlt: e.imageAlt,
  embed: e.embed ?? null,
  authorName: e.authorName,
  at: msOf(e.createdAt) ?? 0,
  editedAt: msOf(e.editedAt),
});

export function toLiveCoverageView(doc: LiveSummaryDoc<unknown>): LiveCoverageView {
  return {
    status: doc.status === 'ended' ? 'ended' : 'live',
    startedAt: msOf(doc.startedAt) ?? 0,
    endedAt: msOf(doc.endedAt),
    pinned: doc.pinned ? entryView(doc.pinned) : null,
    entries: (doc.entries ?? []).map(entryView),
    more: doc.more === true,
  };
}
