// The article page's reads: the metadata by slug (query, limit 1) or by id, then the body from
// articleContents/{id}. At most 3 document reads: slug query, id fallback, content.
import { loadFirestore, type FirestoreLite } from '../../../lib/firestore';
import {
  COLLECTIONS,
  EDITOR_COLLECTIONS,
  type ArticleContentDoc,
  type ArticleDoc,
  type SlugRedirectDoc,
} from '@pauta/model';
import { toArticleSummary, type ArticleSummary } from '../../../lib/article-shape';
import { isValidSlug, type ArticleRef } from '../../../lib/article-ref';
import { publishedArticles } from '../../../lib/published-articles';

/** Not-found conditions the reader should see as 'Artigo não encontrado', not as a crash. */
function isMissing(error: unknown, fs: FirestoreLite): boolean {
  return (
    error instanceof fs.FirestoreError && ['permission-denied', 'not-found', 'invalid-argument'].includes(error.code)
  );
}

export async function fetchArticleBySlug(slug: string): Promise<ArticleSummary | null> {
  const { fs, db } = await loadFirestore();
  const snap = await fs.getDocs(publishedArticles(fs, db, fs.where('slug', '==', slug), fs.limit(1)));
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

/** The article an old slug now points to (slugRedirects/{slug}, left by a slug change), if any. */
async function fetchRedirectedArticle(slug: string): Promise<ArticleSummary | null> {
  const { fs, db } = await loadFirestore();
  try {
    const snap = await fs.getDoc(fs.doc(db, EDITOR_COLLECTIONS.slugRedirects, slug));
    const articleId = snap.exists() ? (snap.data() as Partial<SlugRedirectDoc>).articleId : undefined;
    return articleId ? fetchArticleById(articleId) : null;
  } catch (error) {
    if (isMissing(error, fs)) return null;
    throw error;
  }
}

export async function resolveArticle(ref: ArticleRef): Promise<ArticleSummary | null> {
  if (ref.kind === 'id') return fetchArticleById(ref.id);
  const bySlug = await fetchArticleBySlug(ref.slug);
  if (bySlug) return bySlug;
  // A renamed article (slugRedirects/{old}): the page then replaces the URL with the current slug.
  // Document ids never contain hyphens, so a hyphenated segment skips the older /artigo/{id} lookup
  // (an unknown slug costs 2 reads, a redirected one 4, once: the URL then becomes the current slug).
  if (ref.slug.includes('-')) return fetchRedirectedArticle(ref.slug);
  // The older /artigo/{id} form: an id can look like a slug (lower-case letters and digits).
  const byId = isValidSlug(ref.slug) ? await fetchArticleById(ref.slug) : null;
  return byId ?? fetchRedirectedArticle(ref.slug);
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
