// A published article written straight into the stack's Firestore (rules bypassed): metadata, body
// and slug claim, published `hoursAgo` ago by the seed editor, for tests that start from a story
// already out (corrections, live coverage).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

export interface PublishedArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tag: string;
  body: string;
  hoursAgo: number;
}

export async function seedPublishedArticle(db: Firestore, a: PublishedArticle): Promise<void> {
  const published = Timestamp.fromDate(new Date(Date.now() - a.hoursAgo * 60 * 60 * 1000));
  const batch = db.batch();
  batch.set(db.doc(`articles/${a.id}`), {
    title: a.title,
    excerpt: a.excerpt,
    imageUrl: '',
    category: a.category,
    categoryPath: `/categoria/${a.category}`,
    featured: false,
    status: 'published',
    tags: [a.tag],
    tagKeys: [a.tag.toLowerCase()],
    slug: a.slug,
    authorId: 'seed-editor',
    authorName: 'Rafael Souza',
    createdAt: published,
    updatedAt: published,
    publishedAt: published,
    version: 1,
  });
  batch.set(db.doc(`articleContents/${a.id}`), {
    content: a.body,
    status: 'published',
    authorId: 'seed-editor',
    updatedAt: published,
  });
  batch.set(db.doc(`slugs/${a.slug}`), { articleId: a.id });
  await batch.commit();
}
