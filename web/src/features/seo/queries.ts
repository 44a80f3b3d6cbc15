// Query options of the SEO screens (admin data: not persisted, re-read on each visit).
import { queryOptions } from '@tanstack/react-query';
import { fetchSeoSettings } from './api/siteSettings';
import { fetchPublishedMeta } from './api/sitemapArticles';

export const ANALYSIS_MAX_ARTICLES = 500;

export const seoKeys = {
  settings: ['admin', 'seo', 'settings'] as const,
  analysis: ['admin', 'seo', 'analysis'] as const,
};

const adminQuery = { staleTime: 0, refetchOnMount: 'always' as const };

export const seoSettingsOptions = () =>
  queryOptions({ queryKey: seoKeys.settings, queryFn: fetchSeoSettings, ...adminQuery });

export const urlAnalysisOptions = () =>
  queryOptions({
    queryKey: seoKeys.analysis,
    queryFn: () => fetchPublishedMeta(ANALYSIS_MAX_ARTICLES),
    ...adminQuery,
  });
