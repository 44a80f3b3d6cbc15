// Live coverage ('Cobertura ao vivo') of a published article (docs/data-model.md, "Live coverage"):
// liveCoverage/{articleId} says whether it is live (status, start, end, the pinned entry) and its
// entries are liveCoverage/{articleId}/entries/{entryId}, each its own document, so two staff
// members posting at the same moment both get in (no shared counter), ordered by the server's time.
// An entry can be edited by its author within LIVE_EDIT_WINDOW_MINUTES of posting ('editado') and
// deleted by staff (with confirmation); 'Encerrar cobertura' ends the coverage for good.
import { COLLECTIONS } from './collections.js';
import { brasiliaFields, formatBrasilia, formatBrasiliaAt } from './brasilia-time.js';
import type { EmbedData } from './embeds.js';
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
  'embed',
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
  /** A YouTube, Vimeo, X, Bluesky or Instagram embed as resolveEmbed recorded it; null without. */
  embed: EmbedData | null;
  authorId: string;
  authorName: string;
  createdAt: Time;
  /** Its last edit ('editado'); null when never edited. */
  editedAt: Time | null;
}

/** Whether an entry posted at `createdAtMs` may still be edited at `nowMs`. */
export const liveEntryEditable = (createdAtMs: number, nowMs: number) =>
  nowMs - createdAtMs < LIVE_EDIT_WINDOW_MINUTES * 60_000;

// ---------- The reader's side (docs/live-coverage.md) ----------

/**
 * liveSummaries/{articleId}: the coverage as readers see it, rebuilt by a function on every write to
 * the coverage or its entries (functions only: no client reads or writes it). The article page is
 * rendered from it and the readers' polling is answered from it, one read per CDN miss.
 */
export const LIVE_SUMMARY_COLLECTION = 'liveSummaries';
/** Entries the summary keeps (newest first): the page shows them, the polled JSON the newest LIVE_POLLED_ENTRIES. */
export const LIVE_SUMMARY_ENTRIES = 200;
/** Entries the polled JSON carries (newest first): far more than can be posted between two polls. */
export const LIVE_POLLED_ENTRIES = 30;
/** How long the CDN keeps the polled JSON of a live coverage (browsers revalidate every time). */
export const LIVE_CDN_SECONDS = 10;

/** An entry as the summary keeps it (no author id: readers see the name). */
export interface LiveSummaryEntry<Time = StoredTimestamp> {
  id: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
  embed: EmbedData | null;
  authorName: string;
  createdAt: Time;
  editedAt: Time | null;
}

export interface LiveSummaryDoc<Time = StoredTimestamp> {
  status: LiveStatus;
  startedAt: Time;
  endedAt: Time | null;
  /** The pinned entry ('Fixada'), shown first and not repeated in the list; null when none. */
  pinned: LiveSummaryEntry<Time> | null;
  /** Newest first, at most LIVE_SUMMARY_ENTRIES, the pinned one left out. */
  entries: LiveSummaryEntry<Time>[];
  /** Older entries exist beyond `entries` (the page says so; they stay in Firestore). */
  more: boolean;
  updatedAt: Time;
}

/** Where readers poll a coverage (answered by the render function, cached by the CDN). */
export const LIVE_API_PREFIX = '/api/ao-vivo/';
export const liveSummaryUrl = (articleId: string) => `${LIVE_API_PREFIX}${articleId}`;

/** The red label of a live article (its page and its card). */
export const LIVE_LABEL = 'AO VIVO';
/** The list's heading on the article page. */
export const LIVE_HEADING = 'Atualizações ao vivo';
export const LIVE_PINNED_LABEL = 'Fixada';
export const LIVE_EDITED_LABEL = 'editado';
export const LIVE_EMPTY_TEXT = 'Nenhuma atualização ainda.';

/** A piece of an entry's text: plain, or an address that becomes a link. */
export type LiveTextPart = { text: string; href?: string };

const LINK = /\bhttps?:\/\/[^\s<>"]+/g;
/** Trailing punctuation that ends a sentence, not the address ('veja https://x.com/a.'). */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** An entry's text cut into plain text and links (http and https addresses only). */
export function liveTextParts(text: string): LiveTextPart[] {
  const parts: LiveTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** An entry's first words, as a headline (JSON-LD's liveBlogUpdate): at most `max` characters. */
export function liveEntryHeadline(text: string, max = 110): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** 'Cobertura encerrada em 10/03/2030 às 18:00' (Brasília time, as the correction notes say it). */
export const liveEndedLine = (ms: number) => `Cobertura encerrada em ${formatBrasiliaAt(ms)}`;

const brasiliaDay = (ms: number) => {
  const f = brasiliaFields(ms);
  return `${f.year}-${f.month}-${f.day}`;
};

/** An entry's time: '14:05' on the coverage's first day (Brasília), '11/03/2030 às 09:30' after it. */
export function liveEntryTime(ms: number, startedMs: number): string {
  return brasiliaDay(ms) === brasiliaDay(startedMs) ? formatBrasilia(ms).time : formatBrasiliaAt(ms);
}
