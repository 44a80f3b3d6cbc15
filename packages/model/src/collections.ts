// Firestore collection names and the ids of singleton documents (docs/data-model.md).

export const COLLECTIONS = {
  profiles: 'profiles',
  publicProfiles: 'publicProfiles',
  articles: 'articles',
  articleContents: 'articleContents',
  slugs: 'slugs',
  stats: 'stats',
  settings: 'settings',
  articleImages: 'article_images',
  /** Documents anyone may read, written only by Cloud Functions (public/home). */
  public: 'public',
  // The article editor's; its revisions are a subcollection of articles.
  articleDrafts: 'articleDrafts',
  slugRedirects: 'slugRedirects',
  // Edit leases: articleLocks/{articleId} names who is editing the article (./edit-lease.ts).
  articleLocks: 'articleLocks',
  // Pautas: story ideas saved from the news search (./generated-posts.ts).
  generatedPosts: 'generatedPosts',
  // One record per publication (./scheduling.ts): staff read them, only the publish step writes.
  publications: 'publications',
  // /correcoes: the corrections of published articles, kept by the functions (./article-notes.ts).
  corrections: 'corrections',
  // Live coverage of published articles and their entries (./live-coverage.ts): staff write, all read.
  liveCoverage: 'liveCoverage',
} as const;

/** stats/tags: published articles per tag. */
export const TAG_STATS_DOC = 'tags';
/** settings/site: the site's title, description, keywords and URL. */
export const SITE_SETTINGS_DOC = 'site';
