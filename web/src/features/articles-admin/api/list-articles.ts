// The admin article list: cursor pages of 20 (newest first, optionally one status), the tab counts
// as count() aggregations, and a title prefix search.
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
import { ADMIN_LIST_PAGE_SIZES, COLLECTIONS, isArticleStatus, type ArticleDoc, type ArticleStatus } from '@pauta/model';

type StoredArticle = ArticleDoc<Timestamp>;

export const ADMIN_PAGE_SIZE = ADMIN_LIST_PAGE_SIZES.articles;

export type StatusFilter = 'all' | ArticleStatus;

export interface AdminArticleRow {
  id: string;
  title: string;
  category: string;
  status: ArticleStatus;
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

function toRow(id: string, data: Partial<StoredArticle>): AdminArticleRow {
  return {
    id,
    title: data.title ?? '',
    category: data.category ?? '',
    status: isArticleStatus(data.status) ? data.status : 'draft',
    slug: data.slug ?? '',
    createdAt: data.createdAt?.toDate?.() ?? null,
  };
}

export async function fetchAdminPage(status: StatusFilter, cursor: AdminCursor | null): Promise<AdminPage> {
  const constraints: QueryConstraint[] = [
    ...(status === 'all' ? [] : [where('status', '==', status)]),
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

export interface StatusCounts {
  all: number;
  published: number;
  scheduled: number;
  draft: number;
}

export async function fetchStatusCounts(): Promise<StatusCounts> {
  const count = async (q: Parameters<typeof getCount>[0]) => (await getCount(q)).data().count;
  const [all, published, scheduled, draft] = await Promise.all([
    count(articles()),
    count(query(articles(), where('status', '==', 'published'))),
    count(query(articles(), where('status', '==', 'scheduled'))),
    count(query(articles(), where('status', '==', 'draft'))),
  ]);
  return { all, published, scheduled, draft };
}

/**
 * Titles starting with the text (Firestore has no substring search): as typed and with the first
 * letter capitalised, merged, newest first.
 */
export async function searchByTitle(text: string): Promise<AdminArticleRow[]> {
  const term = text.trim();
  if (!term) return [];
  const variants = [...new Set([term, term.charAt(0).toUpperCase() + term.slice(1)])];
  const snaps = await Promise.all(
    variants.map((v) =>
      getDocs(query(articles(), where('title', '>=', v), where('title', '<=', `${v}\uf8ff`), limit(ADMIN_PAGE_SIZE))),
    ),
  );
  const rows = new Map<string, AdminArticleRow>();
  for (const snap of snaps) for (const d of snap.docs) rows.set(d.id, toRow(d.id, d.data() as Partial<StoredArticle>));
  return [...rows.values()].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}
