// Every reader page address that code builds (article, category, tag, visitor): the app's router
// and links, the render function, the sitemaps and feeds, the seed and the tests take them from
// here. The feeds' addresses are in feeds.ts, the admin area's in admin.ts (each lands only in the
// code that uses it).

/** The first path segment of each reader page with a parameter. */
export const READER_SEGMENTS = {
  article: 'artigo',
  /** /artigo/id/{id}: the fallback address of an article without a slug. */
  articleById: 'id',
  category: 'categoria',
  tag: 'tag',
  visitor: 'visitante',
} as const;

export const ARTICLE_PATH_PREFIX = `/${READER_SEGMENTS.article}/`;
export const CATEGORY_PATH_PREFIX = `/${READER_SEGMENTS.category}/`;
export const TAG_PATH_PREFIX = `/${READER_SEGMENTS.tag}/`;
export const VISITOR_PATH_PREFIX = `/${READER_SEGMENTS.visitor}/`;

/** /artigo/{slug}: an article's address by its slug. */
export const articleSlugPath = (slug: string) => `${ARTICLE_PATH_PREFIX}${slug}`;

/** /artigo/{id}: the older form by document id (the visitor page links it; it redirects to the slug). */
export const articleIdPath = (id: string) => `${ARTICLE_PATH_PREFIX}${id}`;

/** Where an article lives: its slug URL, or the id fallback when it has no slug. */
export const articlePath = (article: { id: string; slug?: string }) =>
  article.slug ? articleSlugPath(article.slug) : `${ARTICLE_PATH_PREFIX}${READER_SEGMENTS.articleById}/${article.id}`;

export const categoryPath = (slug: string) => `${CATEGORY_PATH_PREFIX}${slug}`;

/** The category page a card links to: the stored path, else the category's own. */
export const cardCategoryPath = (card: { category: string; categoryPath?: string }) =>
  card.categoryPath || (card.category ? categoryPath(card.category) : '');

export const tagPath = (tag: string) => `${TAG_PATH_PREFIX}${encodeURIComponent(tag)}`;

export const visitorPath = (id: string) => `${VISITOR_PATH_PREFIX}${id}`;

/** /correcoes: every correction of a published article, newest first. */
export const CORRECTIONS_PATH = '/correcoes';

/** The route patterns of the reader pages with parameters (react-router syntax, no leading slash). */
export const READER_ROUTES = {
  article: `${READER_SEGMENTS.article}/:slug`,
  articleById: `${READER_SEGMENTS.article}/${READER_SEGMENTS.articleById}/:id`,
  category: `${READER_SEGMENTS.category}/:category`,
  tag: `${READER_SEGMENTS.tag}/:tag`,
  visitor: `${READER_SEGMENTS.visitor}/:id`,
} as const;
