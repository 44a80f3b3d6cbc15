// The data a rendered reader page embeds for the app to boot from (<script id="pauta-data">): the
// documents the render function read for it, keyed by what they are. Timestamps travel as
// { __ts: [seconds, nanoseconds] }; the app revives them (web/src/app/server-data.ts).
import type { ArticleNoteDoc, CorrectionDoc } from './article-notes.js';
import type { ArticleDoc, TagStatsDoc } from './documents.js';
import type { HomeSnapshotDoc } from './home-snapshot.js';
import type { LiveSummaryDoc } from './live-coverage.js';
import type { Role } from './roles.js';
import type { SearchHit } from './search/search-engine.js';
import type { StoredTimestamp } from './time.js';

export const RENDER_PAYLOAD_VERSION = 1;

/** A Timestamp as the payload's JSON carries it. */
export interface PayloadTimestamp {
  __ts: [number, number];
}

/** The reader lists a page can boot with: a category, a tag, all articles. */
export type RenderedListKind = 'category' | 'tag' | 'all';

/** An article document as read (card fields for lists), with its id. */
export interface RenderedDoc<Time = StoredTimestamp> {
  id: string;
  doc: Partial<ArticleDoc<Time>>;
}

/** What one page carries; each key is present only on the pages that read it. */
export interface RenderPayload<Time = StoredTimestamp> {
  /** The home snapshot (public/home). */
  home?: Partial<HomeSnapshotDoc<Time>>;
  /** An article page: the metadata, the (unsanitized) body and its notes (when it has some). */
  article?: {
    id: string;
    doc: Partial<ArticleDoc<Time>>;
    content: string;
    notes?: { id: string; doc: Partial<ArticleNoteDoc<Time>> }[];
    /** Its live coverage (liveSummaries/{id}), when it has or had one. */
    live?: LiveSummaryDoc<Time>;
  };
  /** The first page of a list; `key` is the category slug, the tag key or ''. */
  list?: { kind: RenderedListKind; key: string; docs: RenderedDoc<Time>[] };
  /** stats/tags' counts (home, topics). */
  tagStats?: TagStatsDoc['tags'];
  /** /busca: the query and its results. */
  search?: { query: string; hits: SearchHit[] };
  /** /correcoes: the first page of corrections. */
  corrections?: { docs: { id: string; doc: Partial<CorrectionDoc<Time>> }[] };
  /** /visitante/{id}: the public profile and the author's published articles. */
  profile?: { id: string; name: string; role: Role };
  authorArticles?: { id: string; docs: RenderedDoc<Time>[] };
}

/** The whole embedded object: the payload with its version, the path and the status it was rendered for. */
export type RenderedPageData<Time = StoredTimestamp> = RenderPayload<Time> & {
  v: typeof RENDER_PAYLOAD_VERSION;
  path: string;
  status: number;
};
