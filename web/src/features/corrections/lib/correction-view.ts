// A correction as /correcoes shows it: plain JSON (the time as ISO text) so the query cache can
// persist it; the article it corrects by its current title and address.
import { articlePath, CORRECTIONS_PAGE_SIZE, type CorrectionDoc } from '@pauta/model';
import { asTimestamp } from '../../../lib/article-shape';
import { cursorFrom, type PageCursor } from '../../../lib/cursor';

export interface CorrectionView {
  id: string;
  text: string;
  /** ISO time of the correction. */
  at: string;
  articleTitle: string;
  articlePath: string;
}

export interface CorrectionsPage {
  items: CorrectionView[];
  next: PageCursor | null;
}

export function toCorrectionView(id: string, data: Partial<CorrectionDoc> | undefined): CorrectionView | null {
  const at = asTimestamp(data?.createdAt)?.toDate();
  if (!data || !at || typeof data.text !== 'string' || typeof data.articleId !== 'string') return null;
  return {
    id,
    text: data.text,
    at: at.toISOString(),
    articleTitle: typeof data.articleTitle === 'string' ? data.articleTitle : '',
    articlePath: articlePath({ id: data.articleId, slug: data.articleSlug ?? '' }),
  };
}

/** A page of stored corrections as shown; `next` is null when the page came back short. */
export function correctionsPageFrom(
  docs: { id: string; doc: Partial<CorrectionDoc> }[],
  pageSize = CORRECTIONS_PAGE_SIZE,
): CorrectionsPage {
  const last = docs[docs.length - 1];
  return {
    items: docs.map((d) => toCorrectionView(d.id, d.doc)).filter((c) => c !== null),
    next: last && docs.length === pageSize ? cursorFrom(last.doc.createdAt, last.id) : null,
  };
}
