// Query keys shared by every feature. All article data lives under ['articles'] and the tag
// statistics under ['tags'], so one invalidation after an admin write refreshes every reader list.
export const queryKeys = {
  articles: ['articles'] as const,
  featured: () => ['articles', 'featured'] as const,
  latest: (count: number) => ['articles', 'latest', count] as const,
  /** The home snapshot (public/home) and the home's category showcase built on it. */
  home: () => ['articles', 'home'] as const,
  showcase: (slug: string) => ['articles', 'showcase', slug] as const,
  /** The home snapshot's first page of each category (the showcase's other categories, on a rendered page). */
  showcaseFirstPages: () => ['articles', 'showcase-first-pages'] as const,
  allPages: (pageSize: number) => ['articles', 'all', pageSize] as const,
  category: (slug: string, pageSize: number) => ['articles', 'category', slug, pageSize] as const,
  tag: (tagKey: string, pageSize: number) => ['articles', 'tag', tagKey, pageSize] as const,
  author: (authorId: string) => ['articles', 'author', authorId] as const,
  /** An article resolved from a route reference (a slug, or 'id:' + id). */
  articleRef: (ref: string) => ['articles', 'ref', ref] as const,
  content: (id: string) => ['articles', 'content', id] as const,
  /** An article's corrections and updates. */
  notes: (id: string) => ['articles', 'notes', id] as const,
  /** An article's live coverage, as its rendered page was made from (never fetched by the browser). */
  live: (id: string) => ['articles', 'live', id] as const,
  /**
   * Parts of a rendered page's data kept as they came (never persisted), for the page that shows them
   * to convert: the conversion then loads with that page, not with every page's start.
   */
  rendered: (part: string, id = '') => ['rendered', part, id] as const,
  /** /correcoes: every correction, newest first (under 'articles': an editor's save refreshes it). */
  corrections: () => ['articles', 'corrections'] as const,
  tags: ['tags'] as const,
  tagStats: () => ['tags', 'stats'] as const,
  publicProfile: (id: string) => ['publicProfiles', id] as const,
  /** /busca: one query's results (not persisted: the index may change with any publish). */
  search: (query: string) => ['search', query] as const,
  /** Admin screens' data: never persisted (lib/query-client persists articles, tags, publicProfiles). */
  admin: ['admin'] as const,
  /** The dashboard's counters and newest articles: everyone's (null) or a contributor's own. */
  dashboard: (part: 'counts' | 'recent', author: string | null) => ['admin', 'dashboard', part, author] as const,
  /** /admin/trends: one news search (category, free text, page). */
  newsSearch: (category: string, text: string, page: number) => ['admin', 'news', category, text, page] as const,
  users: ['admin', 'users'] as const,
  usersPage: (index: number) => ['admin', 'users', 'page', index] as const,
  usersSearch: (term: string) => ['admin', 'users', 'search', term] as const,
  seoSettings: () => ['admin', 'seo', 'settings'] as const,
  seoAnalysis: () => ['admin', 'seo', 'analysis'] as const,
  signupRole: () => ['admin', 'settings', 'signupRole'] as const,
};
