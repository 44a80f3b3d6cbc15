// What an open live page polls and says (docs/live-coverage.md), apart from the rest of the
// coverage's model: the page's polling script imports only this, so it fetches no other module.
import type { LiveStatus } from './live-coverage.js';

/** How often an open live page asks for news. */
export const LIVE_POLL_SECONDS = 5;

/** One entry as the polled JSON carries it: its markup rendered by the page's own component. */
export interface LivePolledEntry {
  id: string;
  /** Posting time (ms). */
  at: number;
  /** Changes with every edit (the edit's time in ms, 0 when never edited). */
  v: number;
  html: string;
}

/** The polled JSON (LIVE_API_PREFIX + article id). */
export interface LivePolled {
  status: LiveStatus;
  /** 'Cobertura encerrada em …' once ended, else ''. */
  ended: string;
  pinned: LivePolledEntry | null;
  /** Newest first, at most LIVE_POLLED_ENTRIES. */
  entries: LivePolledEntry[];
  /** The entries above are all of them (an entry missing from the page's list was deleted). */
  complete: boolean;
}

/** The button that announces entries that arrived while the reader was further down. */
export const liveNewUpdatesLabel = (count: number) =>
  count === 1 ? '1 nova atualização' : `${count} novas atualizações`;
