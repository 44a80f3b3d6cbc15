import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { normalizeTag } from '../../lib/text';
import { publishedPagesOptions } from '../../lib/use-published-pages';
import { fetchTagCounts } from './api/tag-stats';

export const TAG_PAGE_SIZE = 9;

export const tagCountsOptions = () => queryOptions({ queryKey: queryKeys.tagStats(), queryFn: fetchTagCounts });

export function tagArticlesOptions(tag: string) {
  const key = normalizeTag(tag);
  return publishedPagesOptions(
    queryKeys.tag(key, TAG_PAGE_SIZE),
    (fs) => [fs.where('tagKeys', 'array-contains', key)],
    TAG_PAGE_SIZE,
  );
}
