// The reader routes the render function answers (firebase.json sends it every address that is not
// a file or the app's) and what each one reads. Anything else is a 404 with the not-found page.
import type { Firestore } from 'firebase-admin/firestore';
import {
  allArticlesResult,
  articleByIdResult,
  articleResult,
  categoryResult,
  homeResult,
  refused,
  tagResult,
  topicsResult,
  type PageResult,
} from './pages';
import { searchResult } from './search-page';
import { isStaticPath, staticResult, visitorResult } from './other-pages';
import { CORRECTIONS_PATH, READER_SEGMENTS, SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM } from '@pauta/model';
import { correctionsResult } from './corrections-page';

export const MAX_PATH_CHARS = 1024;

const segment = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

export async function resultFor(db: Firestore, path: string, query: Record<string, unknown> = {}): Promise<PageResult> {
  // No reader route is longer (a slug is ≤ 120 characters, percent-encoding triples a few): a longer
  // path is answered with the not-found page without any read.
  if (path.length > MAX_PATH_CHARS) return refused(false);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/') return homeResult(db);
  if (clean === '/topicos') return topicsResult(db);
  if (clean === '/artigos') return allArticlesResult(db);
  if (clean === CORRECTIONS_PATH) return correctionsResult(db);
  if (clean === SEARCH_PAGE_PATH) return searchResult(db, query[SEARCH_QUERY_PARAM]);
  if (isStaticPath(clean)) return staticResult();
  const parts = clean.split('/').slice(1);
  const value =
    parts.length === 2 || (parts.length === 3 && parts[1] === READER_SEGMENTS.articleById)
      ? segment(parts[parts.length - 1]!)
      : null;
  if (value === null || !value.trim()) return refused(parts[0] === READER_SEGMENTS.article);
  if (parts[0] === READER_SEGMENTS.article)
    return parts.length === 3 ? articleByIdResult(db, value) : articleResult(db, value);
  if (parts.length !== 2) return refused(false);
  if (parts[0] === READER_SEGMENTS.category) return categoryResult(db, value.toLowerCase());
  if (parts[0] === READER_SEGMENTS.tag) return tagResult(db, value.trim());
  if (parts[0] === READER_SEGMENTS.visitor) return visitorResult(db, value);
  return refused(false);
}
