// The dashboard's own read: the five newest articles (any status; a contributor's own). Its counters
// are the article list's status counts (features/articles-admin).
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS, reviewStateOf, toArticleCard, type ArticleCard, type ReviewState } from '@pauta/model';
import { asDate } from '../../../lib/article-shape';
import { getDb } from '../../../lib/firebase';

export const RECENT_ARTICLES = 5;

export type RecentArticle = Pick<ArticleCard<Date>, 'id' | 'title' | 'status' | 'createdAt'> & { review: ReviewState };

/** The newest articles: everyone's (authorId null), or one author's. */
export async function fetchRecentArticles(authorId: string | null): Promise<RecentArticle[]> {
  const snap = await getDocs(
    query(
      collection(getDb(), COLLECTIONS.articles),
      ...(authorId ? [where('authorId', '==', authorId)] : []),
      orderBy('createdAt', 'desc'),
      limit(RECENT_ARTICLES),
    ),
  );
  return snap.docs.map((d) => {
    const { id, title, status, createdAt } = toArticleCard(d.id, d.data(), asDate);
    return { id, title, status, createdAt, review: reviewStateOf(d.data()) };
  });
}
