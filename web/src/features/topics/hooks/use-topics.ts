import { useQuery } from '@tanstack/react-query';
import { usePublishedPages } from '../../../lib/use-published-pages';
import { tagArticlesOptions, tagCountsOptions } from '../queries';

export const useTagCounts = (enabled = true) => useQuery({ ...tagCountsOptions(), enabled });

export const useTagArticles = (tag: string | null) => usePublishedPages(tagArticlesOptions(tag ?? ''), !!tag?.trim());
