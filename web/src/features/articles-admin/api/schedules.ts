// /admin/schedules' reads: the scheduled articles, soonest first, and the latest publications by
// schedule with how late each went out.
import { collection, getDocs, limit, orderBy, query, where, type Timestamp } from 'firebase/firestore/lite';
import {
  COLLECTIONS,
  PUBLICATIONS_COLLECTION,
  RECENT_SCHEDULED_PUBLICATIONS,
  articleVersion,
  type ArticleDoc,
  type PublicationDoc,
} from '@pauta/model';
import { getDb } from '../../../lib/firebase';

/** The most scheduled articles the screen lists at once. */
export const UPCOMING_LIMIT = 100;

export interface ScheduledRow {
  id: string;
  title: string;
  category: string;
  authorName: string;
  scheduledFor: Date;
  /** The version the screen read: a reschedule or cancel writes the next one. */
  version: number;
}

export interface PublishedRow {
  id: string;
  articleId: string;
  title: string;
  slug: string;
  category: string;
  scheduledFor: Date;
  publishedAt: Date;
  lateMs: number;
}

export async function fetchScheduled(): Promise<ScheduledRow[]> {
  const snap = await getDocs(
    query(
      collection(getDb(), COLLECTIONS.articles),
      where('status', '==', 'scheduled'),
      orderBy('scheduledFor', 'asc'),
      limit(UPCOMING_LIMIT),
    ),
  );
  return snap.docs.flatMap((d) => {
    const data = d.data() as ArticleDoc<Timestamp>;
    const scheduledFor = data.scheduledFor?.toDate?.();
    if (!scheduledFor) return [];
    return [
      {
        id: d.id,
        title: data.title ?? '',
        category: data.category ?? '',
        authorName: data.authorName ?? '',
        scheduledFor,
        version: articleVersion(data),
      },
    ];
  });
}

export async function fetchPublishedBySchedule(): Promise<PublishedRow[]> {
  const snap = await getDocs(
    query(
      collection(getDb(), PUBLICATIONS_COLLECTION),
      where('scheduled', '==', true),
      orderBy('publishedAt', 'desc'),
      limit(RECENT_SCHEDULED_PUBLICATIONS),
    ),
  );
  return snap.docs.flatMap((d) => {
    const data = d.data() as PublicationDoc<Timestamp>;
    const scheduledFor = data.scheduledFor?.toDate?.();
    const publishedAt = data.publishedAt?.toDate?.();
    if (!scheduledFor || !publishedAt) return [];
    return [
      {
        id: d.id,
        articleId: data.articleId,
        title: data.title,
        slug: data.slug,
        category: data.category,
        scheduledFor,
        publishedAt,
        lateMs: data.lateMs ?? publishedAt.getTime() - scheduledFor.getTime(),
      },
    ];
  });
}
