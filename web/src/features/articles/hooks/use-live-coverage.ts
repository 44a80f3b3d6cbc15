import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { LiveCoverageView } from '../lib/live/live-view';

/** The article's live coverage as its page was rendered with it (the render function reads it); null without. */
export function useLiveCoverage(articleId: string | undefined): LiveCoverageView | null {
  const queryClient = useQueryClient();
  return articleId ? (queryClient.getQueryData<LiveCoverageView>(queryKeys.live(articleId)) ?? null) : null;
}
