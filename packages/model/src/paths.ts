// Every address of the site that code builds: the reader pages (article, category, tag, visitor),
// their feeds and the admin area. The app's router, the render function, the sitemaps and feeds,
// the seed and the tests all take them from here.

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

/** An article's address with its slug (or id) URL-encoded, as sitemaps and feeds list it. */
export const encodedArticlePath = (article: { id: string; slug: string }) =>
  article.slug
    ? articleSlugPath(encodeURIComponent(article.slug))
    : `${ARTICLE_PATH_PREFIX}${READER_SEGMENTS.articleById}/${encodeURIComponent(article.id)}`;

export const categoryPath = (slug: string) => `${CATEGORY_PATH_PREFIX}${slug}`;

/** The category page a card links to: the stored path, else the category's own. */
export const cardCategoryPath = (card: { category: string; categoryPath?: string }) =>
  card.categoryPath || (card.category ? categoryPath(card.category) : '');

export const tagPath = (tag: string) => `${TAG_PATH_PREFIX}${encodeURIComponent(tag)}`;

export const visitorPath = (id: string) => `${VISITOR_PATH_PREFIX}${id}`;

/** The route patterns of the reader pages with parameters (react-router syntax, no leading slash). */
export const READER_ROUTES = {
  article: `${READER_SEGMENTS.article}/:slug`,
  articleById: `${READER_SEGMENTS.article}/${READER_SEGMENTS.articleById}/:id`,
  category: `${READER_SEGMENTS.category}/:category`,
  tag: `${READER_SEGMENTS.tag}/:tag`,
  visitor: `${READER_SEGMENTS.visitor}/:id`,
} as const;

/** RSS feeds: the whole site, one category, one tag. */
export const FEED_PATHS = {
  site: '/rss.xml',
  category: (slug: string) => `/rss/${READER_SEGMENTS.category}/${slug}.xml`,
  tag: (tag: string) => `/rss/${READER_SEGMENTS.tag}/${tag}.xml`,
} as const;

/** The admin area's root: its login page, and where a signed-out visitor of any admin screen goes. */
export const ADMIN_ROOT = '/admin';

/** A screen of the admin area by its path below /admin ('dashboard', 'articles/new', ...). */
export const adminPath = (section: string) => `${ADMIN_ROOT}/${section}`;

/** The admin screens other screens link to. */
export const ADMIN_PATHS = {
  dashboard: adminPath('dashboard'),
  articles: adminPath('articles'),
  newArticle: adminPath('articles/new'),
  editArticle: (id: string) => adminPath(`articles/edit/${id}`),
  seo: adminPath('seo'),
} as const;
