// Published articles for the local fallback sitemap and the URL analysis: metadata documents only
// (bodies live in articleContents), newest update first, read in pages.
import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { COLLECTIONS, type ArticleDoc } from '../../../lib/model';

const PAGE = 500;

export interface PublishedMeta {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  metaTitle: string | null;
  metaDescription: string | null;
  updatedAt: Date | null;
  createdAt: Date | null;
}

const publishedByUpdate = () =>
  query(collection(getDb(), COLLECTIONS.articles), where('status', '==', 'published'), orderBy('updatedAt', 'desc'));

function toMeta(snap: QueryDocumentSnapshot): PublishedMeta {
  const d = snap.data() as Partial<ArticleDoc> & { metaTitle?: unknown; metaDescription?: unknown };
  return {
    id: snap.id,
    slug: d.slug ?? '',
    title: d.title ?? '',
    excerpt: d.excerpt ?? '',
    imageUrl: d.imageUrl ?? '',
    metaTitle: typeof d.metaTitle === 'string' && d.metaTitle ? d.metaTitle : null,
    metaDescription: typeof d.metaDescription === 'string' && d.metaDescription ? d.metaDescription : null,
    updatedAt: d.updatedAt?.toDate?.() ?? null,
    createdAt: d.createdAt?.toDate?.() ?? null,
  };
}

/** Up to `max` published articles, most recently updated first. */
export async function fetchPublishedMeta(max: number): Promise<PublishedMeta[]> {
  const out: PublishedMeta[] = [];
  let cursor: QueryDocumentSnapshot | undefined;
  while (out.length < max) {
    const size = Math.min(PAGE, max - out.length);
    const snap = await getDocs(query(publishedByUpdate(), ...(cursor ? [startAfter(cursor)] : []), limit(size)));
    out.push(...snap.docs.map(toMeta));
    if (snap.size < size) break;
    cursor = snap.docs[snap.docs.length - 1];
  }
  return out;
}

/** The spec's connectivity test before the local fallback: a count over articles. */
export async function databaseReachable(): Promise<boolean> {
  try {
    await getCount(query(collection(getDb(), COLLECTIONS.articles), where('status', '==', 'published'), limit(1)));
    return true;
  } catch {
    return false;
  }
}
