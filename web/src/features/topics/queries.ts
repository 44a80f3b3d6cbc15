import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { LIST_PAGE_SIZES, normalizeTag } from '@pauta/model';
import { publishedPagesOptions } from '../../lib/use-published-pages';
import { fetchTagCounts } from './api/tag-stats';

export const tagCountsOptions = () => queryOptions({ queryKey: queryKeys.tagStats(), queryFn: fetchTagCounts });

export function tagArticlesOptions(tag: string) {
  const key = normalizeTag(tag);
  return publishedPagesOptions(
    queryKeys.tag(key, LIST_PAGE_SIZES.tag),
    (fs) => [fs.where('tagKeys', 'array-contains', key)],
    LIST_PAGE_SIZES.tag,
  );
}
