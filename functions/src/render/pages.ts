// What each reader route renders: the documents it reads (the same ones the app reads), the status,
// the head, the content and the payload the app boots from.
import { Timestamp, type Firestore, type DocumentData } from 'firebase-admin/firestore';
import { normalizeTag } from '../articles/normalizeTag';
import {
  COLLECTIONS,
  HOME_SNAPSHOT_DOC,
  PUBLIC_COLLECTION,
  TAG_STATS_DOC,
  type HomeCard,
  type HomeSnapshotDoc,
  type TagStat,
} from '../model';
import { newsArticleJsonLd, websiteJsonLd, type PageMeta } from './head';
import { articlePage, homePage, listPage, notFoundPage, topicsPage, type CardView } from './markup';
import { sanitizeArticleHtml } from './sanitize';
import { toPayloadJson } from './serialize';
import {
  articlePath,
  categoryLabel,
  DEFAULT_AUTHOR,
  formatLongDate,
  isKnownCategory,
  SITE_DESCRIPTION,
  SITE_KEYWORDS,
  SITE_TAGLINE,
  tagPath,
} from './site';

/** Page sizes of the app's first page of each list (web/src/features/*\/queries.ts). */
export const LIST_PAGE_SIZES = { category: 9, tag: 9, all: 12 } as const;

export type PagePayload = Record<string, unknown>;

export type PageResult =
  { status: 200 | 404; meta: PageMeta; content: string; payload: PagePayload } | { status: 301; location: string };

const SLUG_REDIRECTS = 'slugRedirects';

const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

export function cardFrom(id: string, data: DocumentData): CardView {
  const published = toDate(data.publishedAt) ?? toDate(data.createdAt);
  const category = typeof data.category === 'string' ? data.category : '';
  return {
    id,
    slug: typeof data.slug === 'string' ? data.slug : '',
    title: data.title ?? '',
    excerpt: data.excerpt ?? '',
    imageUrl: data.imageUrl ?? '',
    category,
    categoryPath: data.categoryPath || (category ? `/categoria/${category}` : ''),
    author: (typeof data.authorName === 'string' && data.authorName.trim()) || DEFAULT_AUTHOR,
    authorId: data.authorId ?? '',
    date: formatLongDate(published),
    isoDate: published ? published.toISOString() : null,
    tags: Array.isArray(data.tags) ? data.tags.filter((t: unknown): t is string => typeof t === 'string') : [],
  };
}

const homeCard = (card: HomeCard) => cardFrom(card.id, card);

function topTags(tags: Record<string, TagStat> | undefined, max = Infinity) {
  return Object.values(tags ?? {})
    .filter((t) => t && t.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR'))
    .slice(0, max);
}

const published = (db: Firestore) => db.collection(COLLECTIONS.articles).where('status', '==', 'published');

async function firstPage(
  db: Firestore,
  filter: ['category' | 'tagKeys', '==' | 'array-contains', string] | null,
  size: number,
) {
  let query = published(db);
  if (filter) query = query.where(...filter);
  const snap = await query.orderBy('publishedAt', 'desc').orderBy('__name__', 'desc').limit(size).get();
  return snap.docs.map((d) => ({ id: d.id, doc: d.data() }));
}

export function notFound(article: boolean): PageResult {
  return {
    status: 404,
    meta: { title: article ? 'Artigo não encontrado' : 'Página não encontrada', canonical: '/', noindex: true },
    content: notFoundPage(article),
    payload: {},
  };
}

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
      featured: home?.featured ? homeCard(home.featured) : null,
      latest: (home?.latest ?? []).map(homeCard),
      showcase: (home?.showcase?.tecnologia?.items ?? []).map(homeCard),
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
  return { status: 301, location: `/artigo/${slug}` };
}

/** /artigo/id/{id}: the fallback form stays (its canonical is the slug URL when there is one). */
export async function articleByIdResult(db: Firestore, id: string, origin: string): Promise<PageResult> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return notFound(true);
  const snap = await db.collection(COLLECTIONS.articles).doc(id).get();
  if (!snap.exists || snap.get('status') !== 'published') return notFound(true);
  return renderArticle(db, snap.id, snap.data()!, origin);
}

export async function articleResult(db: Firestore, slug: string, origin: string): Promise<PageResult> {
  const snap = await published(db).where('slug', '==', slug).limit(1).get();
  const found = snap.docs[0];
  if (!found) {
    // An old slug (renamed article), then the older /artigo/{id} form.
    const old = await db.collection(SLUG_REDIRECTS).doc(slug).get();
    const articleId = old.get('articleId');
    const moved = typeof articleId === 'string' && articleId ? await redirectToSlug(db, articleId) : null;
    if (moved) return moved;
    if (/^[A-Za-z0-9]{1,100}$/.test(slug)) return (await redirectToSlug(db, slug)) ?? notFound(true);
    return notFound(true);
  }
  return renderArticle(db, found.id, found.data(), origin);
}

async function renderArticle(db: Firestore, id: string, data: DocumentData, origin: string): Promise<PageResult> {
  const contentSnap = await db.collection(COLLECTIONS.articleContents).doc(id).get();
  const html = typeof contentSnap.get('content') === 'string' ? (contentSnap.get('content') as string) : '';
  const article = cardFrom(id, data);
  const path = articlePath(article);
  const section = categoryLabel(article.category);
  const modified = toDate(data.updatedAt)?.toISOString() ?? null;
  return {
    status: 200,
    meta: {
      title: article.title,
      description: article.excerpt,
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
            path,
            author: article.author,
            datePublished: article.isoDate,
            dateModified: modified,
            section,
            keywords: article.tags,
          },
          origin,
        ),
      ],
    },
    content: articlePage(article, sanitizeArticleHtml(html, origin)),
    payload: { article: { id, doc: toPayloadJson(data), content: html } },
  };
}

export async function categoryResult(db: Firestore, slug: string): Promise<PageResult> {
  if (!isKnownCategory(slug)) return notFound(false);
  const label = categoryLabel(slug);
  const docs = await firstPage(db, ['category', '==', slug], LIST_PAGE_SIZES.category);
  return {
    status: 200,
    meta: {
      title: label,
      description: `Últimas notícias e artigos de ${label} no Pauta.`,
      canonical: `/categoria/${slug}`,
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
