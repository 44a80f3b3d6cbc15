// The dashboard's reads: three count aggregations and the five newest articles (any status).
import { collection, getCount, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { COLLECTIONS, type ArticleDoc, type ArticleStatus } from '../../../lib/model';
import { ADMIN_DATE_FORMAT, dayjs } from '../../../lib/dayjs';

export const RECENT_ARTICLES = 5;

export interface DashboardCounts {
  published: number;
  drafts: number;
  total: number;
}

export interface RecentArticle {
  id: string;
  title: string;
  status: ArticleStatus;
  createdAt: Date | null;
}

const articles = () => collection(getDb(), COLLECTIONS.articles);

export async function fetchDashboardCounts(): Promise<DashboardCounts> {
  const count = async (q: Parameters<typeof getCount>[0]) => (await getCount(q)).data().count;
  const [published, drafts, total] = await Promise.all([
    count(query(articles(), where('status', '==', 'published'))),
    count(query(articles(), where('status', '==', 'draft'))),
    count(articles()),
  ]);
  return { published, drafts, total };
}

export async function fetchRecentArticles(): Promise<RecentArticle[]> {
  const snap = await getDocs(query(articles(), orderBy('createdAt', 'desc'), limit(RECENT_ARTICLES)));
  return snap.docs.map((d) => {
    const data = d.data() as Partial<ArticleDoc>;
    return {
      id: d.id,
      title: data.title ?? '',
      status: data.status === 'published' ? 'published' : 'draft',
      createdAt: data.createdAt?.toDate?.() ?? null,
    };
  });
}

/** dd/MM/yyyy, as the admin tables show dates. */
export function formatAdminDate(date: Date | null): string {
  return date ? dayjs(date).format(ADMIN_DATE_FORMAT) : '';
}
