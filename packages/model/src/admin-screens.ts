// The admin screens other screens link to, and how many rows each admin table shows per page.
import { ADMIN_HOME, adminPath } from './admin.js';

export const ADMIN_PATHS = {
  dashboard: ADMIN_HOME,
  articles: adminPath('articles'),
  newArticle: adminPath('articles/new'),
  editArticle: (id: string) => adminPath(`articles/edit/${id}`),
  trends: adminPath('trends'),
  generatedPosts: adminPath('generated-posts'),
  schedules: adminPath('schedules'),
  seo: adminPath('seo'),
  settings: adminPath('settings'),
  newsletterSettings: adminPath('settings/newsletter'),
} as const;

/** The query parameter that names a list screen's tab (/admin/articles?aba=em-revisao). */
export const ADMIN_TAB_PARAM = 'aba';

/** A list screen's address opened on one of its tabs. */
export const adminTabPath = (path: string, tab: string) => `${path}?${ADMIN_TAB_PARAM}=${tab}`;

export const ADMIN_LIST_PAGE_SIZES = {
  articles: 20,
  users: 20,
  generatedPosts: 20,
} as const;
