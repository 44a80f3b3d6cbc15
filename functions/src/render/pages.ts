// What each reader route renders: the documents it reads (the same ones the app reads), the status,
// the head, the content and the payload the app boots from.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  articlePath,
  articleSlugPath,
  imageMetadataOf,
  readingMinutes,
  categoryLabel,
  categoryPath,
  COLLECTIONS,
  dateModifiedOf,
  HOME_SHOWCASE_DEFAULT,
  HOME_SNAPSHOT_DOC,
  isKnownCategory,
  LIMITS,
  LIST_PAGE_SIZES,
  normalizeTag,
  NOTES_SUBCOLLECTION,
  PUBLIC_COLLECTION,
  SITE_DESCRIPTION,
  SITE_KEYWORDS,
  SITE_TAGLINE,
  SLUG_PATTERN,
  TAG_STATS_DOC,
  tagPath,
  type ArticleDoc,
  type ArticleNoteDoc,
  type HomeSnapshotDoc,
  type PayloadTimestamp,
  type RenderPayload,
  type TagStat,
} from '@pauta/model';
import { asDate, cardWithDates, newestFirst, publishedArticleCards, publishedArticles } from '../lib/firestore';
import { sanitizeArticleHtml } from '../lib/sanitize';
import { newsArticleJsonLd, websiteJsonLd, type PageMeta } from './head';
import { articlePage, cardView, homePage, listPage, notFoundPage, topicsPage, type CardView } from './markup';
import { toPayloadJson } from './serialize';
import type { CachePolicy } from './cache-control';

export type RenderedResult = {
  status: 200 | 404;
  meta: PageMeta;
  content: string;
  payload: RenderPayload<PayloadTimestamp>;
  /**
   * Its content can never change with a publication (a static page, a path that names nothing):
   * cached as usual without reading the schedule (render.ts).
   */
  fixed?: true;
  /** How long it may be cached when not the reader pages' usual (READER_CACHE). */
  cache?: CachePolicy;
};

export type PageResult = RenderedResult | { status: 301; location: string };

/** What a card of a stored article (or of a home snapshot card) shows. */
export const cardFrom = (id: string, data: DocumentData): CardView => cardView(cardWithDates(id, data));

function topTags(tags: Record<string, TagStat> | undefined, max = Infinity) {
  return Object.values(tags ?? {})
    .filter((t) => t && t.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR'))
    .slice(0, max);
}

/** A list's first page, as the app's first page of it (card fields only). */
async function firstPage(
  db: Firestore,
  filter: ['category' | 'tagKeys', '==' | 'array-contains', string] | null,
  size: number,
) {
  let query = publishedArticleCards(db);
  if (filter) query = query.where(...filter);
  const snap = await newestFirst(query, size).get();
  return snap.docs.map((d) => ({ id: d.id, doc: d.data() as ArticleDoc }));
}

export function notFound(article: boolean): RenderedResult {
  return {
    status: 404,
    meta: { title: article ? 'Artigo não encontrado' : 'Página não encontrada', canonical: '/', noindex: true },
    content: notFoundPage(article),
    payload: {},
  };
}

/** A path that can never name a page, answered without a read. */
export const refused = (article: boolean): PageResult => ({ ...notFound(article), fixed: true });

export async function homeResult(db: Firestore, origin: string): Promise<PageResult> {
  const [homeSnap, statsSnap] = await Promise.all([
    db.collection(PUBLIC_COLLECTION).doc(HOME_SNAPSHOT_DOC).get(),
    db.collection(COLLECTIONS.stats).doc(TAG_STATS_DOC).get(),
  ]);
  const home = homeSnap.data() as HomeSnapshotDoc | undefined;
  const tags = statsSnap.get('tags') as Record<string, TagStat> | undefined;
  return {
    status: 200,
    meta: {
      title: `Pauta — ${SITE_TAGLINE}`,
      description: SITE_DESCRIPTION,
      keywords: SITE_KEYWORDS,
      canonical: '/',
      type: 'website',
      jsonLd: [websiteJsonLd(origin)],
    },
    content: homePage({
      featured: home?.featured ? cardFrom(home.featured.id, home.featured) : null,
      latest: (home?.latest ?? []).map((c) => cardFrom(c.id, c)),
      showcase: (home?.showcase?.[HOME_SHOWCASE_DEFAULT]?.items ?? []).map((c) => cardFrom(c.id, c)),
      recommendedPreview: home?.recommendedPreview ?? '',
      topTags: topTags(tags, 10),
    }),
    payload: {
      ...(home ? { home: toPayloadJson(home) } : {}),
      tagStats: toPayloadJson(tags ?? {}),
    },
  };
}

async function redirectToSlug(db: Firestore, id: string): Promise<PageResult | null> {
  const snap = await db.collection(COLLECTIONS.articles).doc(id).get();
  const slug = snap.get('slug');
  if (!snap.exists || snap.get('status') !== 'published' || typeof slug !== 'string' || !slug) return null;
  return { status: 301, location: articleSlugPath(slug) };
}

/** /artigo/id/{id}: the fallback form stays (its canonical is the slug URL when there is one). */
export async function articleByIdResult(db: Firestore, id: string, origin: string): Promise<PageResult> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return refused(true);
  const snap = await db.collection(COLLECTIONS.articles).doc(id).get();
  if (!snap.exists || snap.get('status') !== 'published') return notFound(true);
  return renderArticle(db, snap.id, snap.data()!, origin);
}

/** What /artigo/{value} can name: a slug (current or old), or an article id (the older form). */
const isArticleRef = (value: string) =>
  (value.length <= LIMITS.slugMax && SLUG_PATTERN.test(value)) || ARTICLE_ID.test(value);
const ARTICLE_ID = /^[A-Za-z0-9]{1,100}$/;

export async function articleResult(db: Firestore, slug: string, origin: string): Promise<PageResult> {
  // Anything else names no article: answered without a read (and never reaches a document path).
  if (!isArticleRef(slug)) return refused(true);
  const snap = await publishedArticles(db).where('slug', '==', slug).limit(1).get();
  const found = snap.docs[0];
  if (!found) {
    // An old slug (renamed article), then the older /artigo/{id} form.
    const old = await db.collection(COLLECTIONS.slugRedirects).doc(slug).get();
    const articleId = old.get('articleId');
    const moved = typeof articleId === 'string' && articleId ? await redirectToSlug(db, articleId) : null;
    if (moved) return moved;
    if (ARTICLE_ID.test(slug)) return (await redirectToSlug(db, slug)) ?? notFound(true);
    return notFound(true);
  }
  return renderArticle(db, found.id, found.data(), origin);
}

/** An article's notes, newest first; no read when it has none. */
async function notesOf(db: Firestore, id: string, count: number) {
  if (count <= 0) return [];
  const snap = await db
    .collection(COLLECTIONS.articles)
    .doc(id)
    .collection(NOTES_SUBCOLLECTION)
    .orderBy('createdAt', 'desc')
    .get();
  return snap.docs.map((d) => ({ id: d.id, doc: d.data() as ArticleNoteDoc }));
}

async function renderArticle(db: Firestore, id: string, data: DocumentData, origin: string): Promise<PageResult> {
  const card = cardWithDates(id, data);
  const [contentSnap, notes] = await Promise.all([
    db.collection(COLLECTIONS.articleContents).doc(id).get(),
    notesOf(db, id, card.noteCount),
  ]);
  const html = typeof contentSnap.get('content') === 'string' ? (contentSnap.get('content') as string) : '';
  const article = cardView(card);
  const path = articlePath(article);
  const section = categoryLabel(article.category);
  const modified = dateModifiedOf(card)?.toISOString() ?? null;
  const noteViews = notes.flatMap(({ doc }) => {
    const at = asDate(doc.createdAt);
    return at ? [{ kind: doc.kind, text: doc.text, at: at.toISOString() }] : [];
  });
  const cover = imageMetadataOf({ caption: data.imageCaption, credit: data.imageCredit });
  return {
    status: 200,
    meta: {
      // The editor's SEO fields win, as in the app's head (its own title when they are empty).
      title: card.metaTitle.trim() || article.title,
      description: card.metaDescription.trim() || article.excerpt,
      keywords: article.tags.join(', '),
      image: article.imageUrl,
      canonical: path,
      type: 'article',
      article: { publishedTime: article.isoDate, modifiedTime: modified, section, author: article.author },
      jsonLd: [
        newsArticleJsonLd(
          {
            title: article.title,
            description: article.excerpt,
            image: article.imageUrl,
            imageMeta: card,
            imageSize: card.imageVariants,
            path,
            author: article.author,
            datePublished: article.isoDate,
            dateModified: modified,
            section,
            keywords: article.tags,
            corrections: noteViews.filter((n) => n.kind === 'correction'),
          },
          origin,
        ),
      ],
    },
    content: articlePage(article, sanitizeArticleHtml(html, origin), {
      cover,
      minutes: readingMinutes(html),
      notes: noteViews,
    }),
    payload: {
      article: {
        id,
        doc: toPayloadJson(data as ArticleDoc),
        content: html,
        ...(notes.length && { notes: toPayloadJson(notes) }),
      },
    },
  };
}

export async function categoryResult(db: Firestore, slug: string): Promise<PageResult> {
  if (!isKnownCategory(slug)) return refused(false);
  const label = categoryLabel(slug);
  const docs = await firstPage(db, ['category', '==', slug], LIST_PAGE_SIZES.category);
  return {
    status: 200,
    meta: {
      title: label,
      description: `Últimas notícias e artigos de ${label} no Pauta.`,
      canonical: categoryPath(slug),
      keywords: `${label}, notícias, artigos`,
    },
    content: listPage(
      label,
      `Os artigos mais recentes sobre ${label.toLowerCase()}.`,
      docs.map((d) => cardFrom(d.id, d.doc)),
      'Nenhum artigo encontrado nesta categoria.',
    ),
    payload: { list: { kind: 'category', key: slug, docs: toPayloadJson(docs) } },
  };
}

export async function tagResult(db: Firestore, tag: string): Promise<PageResult> {
  // No stored tag is longer than LIMITS.tagMaxChars: a longer one is answered without a read.
  if (tag.length > LIMITS.tagMaxChars) return refused(false);
  const key = normalizeTag(tag);
  const stats = await db.collection(COLLECTIONS.stats).doc(TAG_STATS_DOC).get();
  const known = (stats.get('tags') as Record<string, TagStat> | undefined)?.[key];
  if (!key || !known || known.count <= 0) return notFound(false);
  const docs = await firstPage(db, ['tagKeys', 'array-contains', key], LIST_PAGE_SIZES.tag);
  return {
    status: 200,
    meta: { title: `#${tag}`, description: `Artigos sobre ${tag} no Pauta.`, canonical: tagPath(tag), keywords: tag },
    content: listPage(
      `#${tag}`,
      'Artigos marcados com este tópico.',
      docs.map((d) => cardFrom(d.id, d.doc)),
      'Nenhum artigo encontrado.',
      docs.length === LIST_PAGE_SIZES.tag, // a full first page: there may be more
    ),
    payload: { list: { kind: 'tag', key, docs: toPayloadJson(docs) } },
  };
}

export async function topicsResult(db: Firestore): Promise<PageResult> {
  const stats = await db.collection(COLLECTIONS.stats).doc(TAG_STATS_DOC).get();
  const tags = stats.get('tags') as Record<string, TagStat> | undefined;
  return {
    status: 200,
    meta: {
      title: 'Tópicos em Alta',
      description: 'Os assuntos mais publicados no Pauta: encontre artigos por tópico.',
      canonical: '/topicos',
    },
    content: topicsPage(topTags(tags)),
    payload: { tagStats: toPayloadJson(tags ?? {}) },
  };
}

export async function allArticlesResult(db: Firestore): Promise<PageResult> {
  const docs = await firstPage(db, null, LIST_PAGE_SIZES.all);
  return {
    status: 200,
    meta: {
      title: 'Todos os artigos',
      description: 'Todos os artigos publicados no Pauta, dos mais recentes aos mais antigos.',
      canonical: '/artigos',
    },
    content: listPage(
      'Todos os artigos',
      'Tudo o que já publicamos, dos mais recentes aos mais antigos.',
      docs.map((d) => cardFrom(d.id, d.doc)),
      'Nenhum artigo disponível no momento',
    ),
    payload: { list: { kind: 'all', key: '', docs: toPayloadJson(docs) } },
  };
}
