// The app's hooks for the statistics beacon: one view per reader page the app navigates to (the
// reporting itself, ./page-views-report, loads on the first report, off the critical path).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ARTICLE_PATH_PREFIX } from '@pauta/model';
import type { QueuedView } from '@pauta/model/stats-beacon';

// One module promise: reports keep their order.
const report = (view: QueuedView) => void import('./page-views-report').then((m) => m.reportPageView(view));

/** Reader pages other than articles: one view per path the reader navigates to. */
export function useReaderPageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith(ARTICLE_PATH_PREFIX)) report({ p: pathname });
  }, [pathname]);
}

/** An article page: one view once the article is known (its slug URL replacing an id URL is the same view). */
export function useArticlePageView(articleId: string | undefined, pathname: string): void {
  useEffect(() => {
    if (articleId) report({ p: pathname, a: articleId });
  }, [articleId, pathname]);
}
