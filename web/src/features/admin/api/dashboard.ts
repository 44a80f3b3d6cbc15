// The dashboard's own read: the five newest articles (any status). Its counters are the article
// list's status counts (features/articles-admin).
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS, toArticleCard, type ArticleCard } from '@pauta/model';
import { asDate } from '../../../lib/article-shape';
import { getDb } from '../../../lib/firebase';

export const RECENT_ARTICLES = 5;

export type RecentArticle = Pick<ArticleCard<Date>, 'id' | 'title' | 'status' | 'createdAt'>;

export async function fetchRecentArticles(): Promise<RecentArticle[]> {
  const snap = await getDocs(
    query(collection(getDb(), COLLECTIONS.articles), orderBy('createdAt', 'desc'), limit(RECENT_ARTICLES)),
  );
  return snap.docs.map((d) => {
    const { id, title, status, createdAt } = toArticleCard(d.id, d.data(), asDate);
    return { id, title, status, createdAt };
  });
}
