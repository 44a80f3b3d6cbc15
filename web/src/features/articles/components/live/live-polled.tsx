// What a live page polls (GET /api/ao-vivo/{id}, the render function's answer): the coverage's
// state and its newest entries, each as the markup of the page's own LiveEntry, so the page's
// script inserts exactly what a reload would show (one markup source, no second renderer).
import type { ReactElement } from 'react';
import {
  LIVE_POLLED_ENTRIES,
  liveEndedLine,
  type LivePolled,
  type LivePolledEntry,
  type LiveSummaryDoc,
} from '@pauta/model';
import { toLiveCoverageView, type LiveEntryView } from '../../lib/live/live-view';
import { LiveEntry } from './LiveEntry';

export function livePolledFrom(summary: LiveSummaryDoc<unknown>, toHtml: (node: ReactElement) => string): LivePolled {
  const view = toLiveCoverageView(summary);
  const polled = (entry: LiveEntryView, pinned = false): LivePolledEntry => ({
    id: entry.id,
    at: entry.at,
    v: entry.editedAt ?? 0,
    html: toHtml(<LiveEntry entry={entry} startedAt={view.startedAt} pinned={pinned} />),
  });
  return {
    status: view.status,
    ended: view.endedAt !== null ? liveEndedLine(view.endedAt) : '',
    pinned: view.pinned ? polled(view.pinned, true) : null,
    entries: view.entries.slice(0, LIVE_POLLED_ENTRIES).map((entry) => polled(entry)),
    complete: !view.more && view.entries.length <= LIVE_POLLED_ENTRIES,
  };
}
