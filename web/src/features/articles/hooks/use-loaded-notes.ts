// An article's notes as the page already has them (read by useArticleNotes, which loads with the
// notes' own chunk). Never reads them itself: the article page's JSON-LD waits for them.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { ArticleNote } from '../../../lib/article-notes';

export function useLoadedNotes(id: string | undefined): ArticleNote[] | undefined {
  return useQuery<ArticleNote[]>({ queryKey: queryKeys.notes(id ?? ''), enabled: false }).data;
}
