import { liveEntryHeadline } from '@pauta/model';
import type { LiveBlogInput } from '../../../../components/head';
import { liveEntryAnchor, type LiveCoverageView } from './live-view';

/** The coverage as the page's JSON-LD lists it: every entry newest first, the pinned one among them. */
export function liveBlogOf(live: LiveCoverageView): LiveBlogInput {
  const all = [...(live.pinned ? [live.pinned] : []), ...live.entries].sort((a, b) => b.at - a.at);
  return {
    startedAt: live.startedAt,
    endedAt: live.endedAt,
    updates: all.map((e) => ({
      anchor: liveEntryAnchor(e.id),
      text: e.text,
      headline: liveEntryHeadline(e.text),
      authorName: e.authorName,
      at: e.at,
      editedAt: e.editedAt,
      imageUrl: e.imageUrl,
    })),
  };
}
