// The admin article list: cursor pages of 20 (newest first, optionally one status or the articles
// awaiting review), the tab counts as count() aggregations, a title prefix search, and the review
// queue the dashboard shows. A contributor's reads are scoped to their own articles (authorId ==
// uid), which is what the rules let them list; editors and admins read everything.
import {
  collection,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import {
  ADMIN_LIST_PAGE_SIZES,
  COLLECTIONS,
  isArticleStatus,
  reviewStateOf,
  type ArticleDoc,
  type ArticleStatus,
  type ReviewState,
} from '@pauta/model';

type StoredArticle = ArticleDoc<Timestamp>;

export const ADMIN_PAGE_SIZE = ADMIN_LIST_PAGE_SIZES.articles;

/** A tab of the list: every article, one status, or those awaiting review ('Em revisão'). */
export type StatusFilter = 'all' | ArticleStatus | 'review';

/** Whose articles a screen reads: a contributor's own (their uid), or everyone's (null). */
export type AuthorScope = string | null;

export interface AdminArticleRow {
  id: string;
  title: string;
  category: string;
  status: ArticleStatus;
  review: ReviewState;
  slug: string;
  createdAt: Date | null;
}

/** createdAt + id of a page's last row (serializable, exact when two articles share a time). */
export interface AdminCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

export interface AdminPage {
  rows: AdminArticleRow[];
  next: AdminCursor | null;
}

const articles = () => collection(getDb(), COLLECTIONS.articles);

/** The review field the 'Em revisão' queries filter on. */
const REVIEW_STATE_FIELD = 'review.state';

function toRow(id: string, data: Partial<StoredArticle>): AdminArticleRow {
  return {
    id,
    title: data.title ?? '',
    category: data.category ?? '',
    status: isArticleStatus(data.status) ? data.status : 'draft',
    review: reviewStateOf(data),
    slug: data.slug ?? '',
    createdAt: data.createdAt?.toDate?.() ?? null,
  };
}

const scoped = (author: AuthorScope): QueryConstraint[] => (author ? [where('authorId', '==', author)] : []);

function filtered(filter: StatusFilter): QueryConstraint[] {
  if (filter === 'all') return [];
  if (filter === 'review') return [where(REVIEW_STATE_FIELD, '==', 'requested')];
  return [where('status', '==', filter)];
}

export async function fetchAdminPage(
  filter: StatusFilter,
  cursor: AdminCursor | null,
  author: AuthorScope = null,
): Promise<AdminPage> {
  const constraints: QueryConstraint[] = [
    ...scoped(author),
    ...filtered(filter),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(cursor ? [startAfter(new Timestamp(cursor.seconds, cursor.nanoseconds), cursor.id)] : []),
    limit(ADMIN_PAGE_SIZE),
  ];
  const snap = await getDocs(query(articles(), ...constraints));
  const last = snap.docs.at(-1);
  const lastCreated = (last?.data() as Partial<StoredArticle> | undefined)?.createdAt;
  return {
    rows: snap.docs.map((d) => toRow(d.id, d.data() as Partial<StoredArticle>)),
    next:
      snap.docs.length === ADMIN_PAGE_SIZE && last && lastCreated
        ? { seconds: lastCreated.seconds, nanoseconds: lastCreated.nanoseconds, id: last.id }
        : null,
  };
}

export type StatusCounts = Record<StatusFilter, number>;

export async function fetchStatusCounts(author: AuthorScope = null): Promise<StatusCounts> {
  const count = async (filter: StatusFilter) =>
    (await getCount(query(articles(), ...scoped(author), ...filtered(filter)))).data().count;
  const [all, published, scheduled, draft, review] = await Promise.all([
    count('all'),
    count('published'),
    count('scheduled'),
    count('draft'),
    count('review'),
  ]);
  return { all, published, scheduled, draft, review };
}

/** How many articles the review queue shows (the dashboard's 'Aguardando revisão'). */
export const REVIEW_QUEUE_SIZE = 5;

export interface ReviewQueueItem {
  id: string;
  title: string;
  requestedByName: string;
  requestedAt: Date | null;
}

/** The articles awaiting review, the longest waiting first, and how many there are. */
export async function fetchReviewQueue(
  author: AuthorScope = null,
): Promise<{ total: number; items: ReviewQueueItem[] }> {
  const waiting = query(articles(), ...scoped(author), ...filtered('review'));
  const [total, snap] = await Promise.all([
    getCount(waiting),
    getDocs(query(waiting, orderBy('review.at', 'asc'), limit(REVIEW_QUEUE_SIZE))),
  ]);
  return {
    total: total.data().count,
    items: snap.docs.map((d) => {
      const data = d.data() as Partial<StoredArticle>;
      return {
        id: d.id,
        title: data.title ?? '',
        requestedByName: data.review?.requestedByName ?? '',
        requestedAt: data.review?.at?.toDate?.() ?? null,
      };
    }),
  };
}

/**
 * Titles starting with the text (Firestore has no substring search): as typed and with the first
 * letter capitalised, merged, newest first.
 */
export async function searchByTitle(text: string, author: AuthorScope = null): Promise<AdminArticleRow[]> {
  const term = text.trim();
  if (!term) return [];
  const variants = [...new Set([term, term.charAt(0).toUpperCase() + term.slice(1)])];
  const snaps = await Promise.all(
    variants.map((v) =>
      getDocs(
        query(
          articles(),
          ...scoped(author),
          where('title', '>=', v),
          where('title', '<=', `${v}\uf8ff`),
          limit(ADMIN_PAGE_SIZE),
        ),
      ),
    ),
  );
  const rows = new Map<string, AdminArticleRow>();
  for (const snap of snaps) for (const d of snap.docs) rows.set(d.id, toRow(d.id, d.data() as Partial<StoredArticle>));
  return [...rows.values()].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}
