// Query options of the SEO screens (admin data: not persisted, re-read on each visit).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { fetchSeoSettings } from './api/site-settings';
import { fetchPublishedMeta } from './api/sitemap-articles';

export const ANALYSIS_MAX_ARTICLES = 500;

const adminQuery = { staleTime: 0, refetchOnMount: 'always' as const };

export const seoSettingsOptions = () =>
  queryOptions({ queryKey: queryKeys.seoSettings(), queryFn: fetchSeoSettings, ...adminQuery });

export const urlAnalysisOptions = () =>
  queryOptions({
    queryKey: queryKeys.seoAnalysis(),
    queryFn: () => fetchPublishedMeta(ANALYSIS_MAX_ARTICLES),
    ...adminQuery,
  });
