// Whether the text changed since the review was approved: the approval's revision holds the text it
// was made on, compared with the stored article (publishing it, a later save of the same text, does
// not count). Read only when the article was saved again after the approval.
import { useQuery } from '@tanstack/react-query';
import type { ArticleFormFields } from '@pauta/model';
import { fetchRevisionForm } from '../api/revisions';
import { formFromArticle, sameText, toStoredForm } from '../lib/article-form';
import type { EditorSource } from './use-editor-source';

export function useApprovalDrift(source: EditorSource): boolean {
  const stored = source.article;
  const review = stored?.doc.review;
  const savedSince = Boolean(review && review.state === 'approved' && (stored?.doc.version ?? 0) > review.version);
  const approved = useQuery({
    queryKey: ['admin', 'articles', 'approved-text', source.articleId, review?.revisionId],
    queryFn: () => fetchRevisionForm(source.articleId, review!.revisionId),
    enabled: savedSince,
    staleTime: Infinity,
  });
  if (!savedSince || !approved.data || !stored) return false;
  const now: ArticleFormFields = toStoredForm(formFromArticle(stored.doc, stored.content));
  return !sameText(approved.data, now);
}
