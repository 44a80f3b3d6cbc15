// Query options of the statistics screens. Admin data (keys under ['admin']) is never persisted and
// is read again on every visit; "Lendo agora" refreshes every LIVE_REFRESH_MS while on screen.
import { queryOptions } from '@tanstack/react-query';
import { addDays, dayRange, statsDay } from '@pauta/model';
import { articleRows, liveReaders, summarizeSite } from './api/aggregate';
import {
  fetchArticleDays,
  fetchArticleInfo,
  fetchLiveBuckets,
  fetchOneArticleDays,
  fetchSignupsPerDay,
  fetchSiteDays,
} from './api/stats-reads';

export type Period = 'hoje' | '7d' | '30d';
export const PERIOD_DAYS: Record<Period, number> = { hoje: 1, '7d': 7, '30d': 30 };
export const PERIOD_LABELS: Record<Period, string> = { hoje: 'Hoje', '7d': '7 dias', '30d': '30 dias' };

/** Polling instead of a live listener: docs/statistics.md, "Lendo agora". */
export const LIVE_REFRESH_MS = 15_000;

const fresh = { staleTime: 0, refetchOnMount: 'always' as const };
const key = (...parts: unknown[]) => ['admin', 'statistics', ...parts] as const;

/** The days of a period ending today (São Paulo), oldest first. */
export const periodDays = (period: Period, now = Date.now()) => dayRange(statsDay(now), PERIOD_DAYS[period]);

export const siteSummaryOptions = (period: Period) =>
  queryOptions({
    queryKey: key('site', period),
    queryFn: async () => {
      const days = periodDays(period);
      return summarizeSite(await fetchSiteDays(days[0]!, days.at(-1)!), days);
    },
    ...fresh,
  });

export const articleTableOptions = (period: Period) =>
  queryOptions({
    queryKey: key('articles', period),
    queryFn: async () => {
      const days = periodDays(period);
      const rows = articleRows(await fetchArticleDays(days[0]!, days.at(-1)!));
      const info = await fetchArticleInfo(rows.map((r) => r.articleId));
      return rows.map((row) => ({ ...row, title: info.get(row.articleId)?.title || '(artigo excluído)' }));
    },
    ...fresh,
  });

/** One article's first 48 hours and, for the median, every article published in the last 30 days. */
export const articleCurveOptions = (articleId: string) =>
  queryOptions({
    queryKey: key('article', articleId),
    queryFn: async () => {
      const today = statsDay(Date.now());
      const recent = await fetchArticleDays(addDays(today, -32), today);
      const ids = [...new Set([articleId, ...recent.map((d) => d.articleId)])];
      const info = await fetchArticleInfo(ids);
      const article = info.get(articleId) ?? null;
      const own = article?.publishedAt
        ? await fetchOneArticleDays(articleId, statsDay(article.publishedAt), addDays(statsDay(article.publishedAt), 2))
        : [];
      return { article, own, recent, info };
    },
    ...fresh,
  });

export const liveReadersOptions = () =>
  queryOptions({
    queryKey: key('live'),
    queryFn: async () => {
      const now = Date.now();
      return { readers: liveReaders(await fetchLiveBuckets(now), now), at: now };
    },
    refetchInterval: LIVE_REFRESH_MS,
    ...fresh,
  });

export const signupsOptions = () =>
  queryOptions({ queryKey: key('signups'), queryFn: () => fetchSignupsPerDay(periodDays('30d')), ...fresh });
