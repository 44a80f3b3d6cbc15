import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RenderPayload } from '@pauta/model';
import { queryKeys } from '../../../lib/query-keys';
import { sortedNotes, toArticleNote } from '../../../lib/article-notes';
import type { ArticleSummary } from '../../../lib/article-shape';

type RenderedNotes = NonNullable<NonNullable<RenderPayload['article']>['notes']>;

/** The article's notes, read only when it has some; a rendered page brings them in its data. */
export function useArticleNotes(article: Pick<ArticleSummary, 'id' | 'noteCount'> | null) {
  const queryClient = useQueryClient();
  const id = article?.id ?? '';
  return useQuery({
    queryKey: queryKeys.notes(id),
    queryFn: () => import('../../../lib/read-article-notes').then((m) => m.fetchArticleNotes(id)),
    enabled: Boolean(id && article?.noteCount),
    initialData: () => {
      const rendered = queryClient.getQueryData<RenderedNotes>(queryKeys.rendered('notes', id));
      return rendered ? sortedNotes(rendered.map((n) => toArticleNote(n.id, n.doc))) : undefined;
    },
  });
}
