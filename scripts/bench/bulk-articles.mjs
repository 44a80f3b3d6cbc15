// Adds N published articles (copies of the seed's, with new ids, slugs and dates) for the
// read-budget benchmark: page costs must not grow with the archive.
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pauta/model';

export async function addBulkArticles(count, log) {
  const app =
    getApps().find((a) => a.name === 'bench-bulk') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'bench-bulk');
  const db = getFirestore(app);
  const templates = (await db.collection(COLLECTIONS.articles).where('status', '==', 'published').get()).docs;
  const oldest = Math.min(...templates.map((d) => d.get('publishedAt').toMillis()));
  const contents = {};
  let batch = db.batch();
  let pending = 0;
  for (let i = 0; i < count; i++) {
    const template = templates[i % templates.length];
    const data = template.data();
    const ref = db.collection(COLLECTIONS.articles).doc();
    const slug = `${data.slug}-arquivo-${i}`;
    const publishedAt = new Date(oldest - (i + 1) * 3_600_000);
    batch.set(ref, { ...data, slug, featured: false, publishedAt, createdAt: publishedAt, updatedAt: publishedAt });
    contents[template.id] ??= (await db.collection(COLLECTIONS.articleContents).doc(template.id).get()).data();
    batch.set(db.collection(COLLECTIONS.articleContents).doc(ref.id), contents[template.id]);
    batch.set(db.collection(COLLECTIONS.slugs).doc(slug), { articleId: ref.id });
    pending += 3;
    if (pending >= 450) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  }
  if (pending) await batch.commit();
  log(`+${count} artigos publicados para o benchmark`);
}
