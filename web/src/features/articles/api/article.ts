// The article page's reads: the metadata by slug (query, limit 1) or by id, then the body from
// articleContents/{id}. At most 3 document reads: slug query, id fallback, content.
import { loadFirestore, type FirestoreLite } from '../../../lib/firestore';
import { COLLECTIONS, type ArticleContentDoc, type ArticleDoc } from '../../../lib/model';
import { toArticleSummary, type ArticleSummary } from '../../../lib/article-shape';
import { isValidSlug, type ArticleRef } from '../../../lib/article-ref';

/** Not-found conditions the reader should see as 'Artigo não encontrado', not as a crash. */
function isMissing(error: unknown, fs: FirestoreLite): boolean {
  return (
    error instanceof fs.FirestoreError && ['permission-denied', 'not-found', 'invalid-argument'].includes(error.code)
  );
}

export async function fetchArticleBySlug(slug: string): Promise<ArticleSummary | null> {
  const { fs, db } = await loadFirestore();
  const snap = await fs.getDocs(
    fs.query(
      fs.collection(db, COLLECTIONS.articles),
      fs.where('status', '==', 'published'),
      fs.where('slug', '==', slug),
      fs.limit(1),
    ),
  );
  const first = snap.docs[0];
  return first ? toArticleSummary(first.id, first.data() as Partial<ArticleDoc>) : null;
}

export async function fetchArticleById(id: string): Promise<ArticleSummary | null> {
  const { fs, db } = await loadFirestore();
  try {
    const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.articles, id));
    if (!snap.exists()) return null;
    const data = snap.data() as Partial<ArticleDoc>;
    return data.status === 'published' ? toArticleSummary(snap.id, data) : null;
  } catch (error) {
    if (isMissing(error, fs)) return null; // drafts are unreadable for visitors; bad ids are rejected
    throw error;
  }
}

export async function resolveArticle(ref: ArticleRef): Promise<ArticleSummary | null> {
  if (ref.kind === 'id') return fetchArticleById(ref.id);
  const bySlug = await fetchArticleBySlug(ref.slug);
  if (bySlug) return bySlug;
  // The older /artigo/{id} form: an id can look like a slug (lower-case letters and digits).
  return isValidSlug(ref.slug) ? fetchArticleById(ref.slug) : null;
}

export async function fetchArticleContent(id: string): Promise<string> {
  const { fs, db } = await loadFirestore();
  try {
    const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.articleContents, id));
    return snap.exists() ? ((snap.data() as Partial<ArticleContentDoc>).content ?? '') : '';
  } catch (error) {
    if (isMissing(error, fs)) return '';
    throw error;
  }
}
