// `fetchNews` callable: staff only, checked from the caller's profile.
// Serves each search from the 15-minute cache, else asks the providers (limited per caller),
// and answers one page of 10. Provider failures come back as `error` in pt-BR.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS, isStaff, NEWS_PAGE_SIZE, type NewsItem, type NewsRequest, type NewsResponse } from '@pauta/model';
import { collectNews } from './collect-news';
import { takeUncachedSlot, type CallerLimit } from './caller-limit';
import { makeTextFetcher, type TextFetcher } from './fetch-text';
import { readCachedNews, writeCachedNews } from './news-cache';
import { endpointsFromEnv, NEWS_LIMITS, type ProviderEndpoints } from './news-config';
import { NEWS_ERRORS, ProviderError } from './news-errors';
import { readFeeds } from './news-feeds';
import { parseNewsRequest, searchKey } from './news-query';
import { verifiedCaller } from '../auth/verified-caller';

export interface FetchNewsDeps {
  db: Firestore;
  fetchText: TextFetcher;
  endpoints: ProviderEndpoints;
  now: () => number;
  limit: CallerLimit;
  log: (message: string) => void;
}

const defaultDeps = (): FetchNewsDeps => ({
  db: getFirestore(),
  fetchText: makeTextFetcher(),
  endpoints: endpointsFromEnv(),
  now: Date.now,
  limit: {
    perWindow: NEWS_LIMITS.uncachedPerWindow,
    windowMs: NEWS_LIMITS.uncachedWindowMs,
  },
  log: (message) => logger.warn(message),
});

export function pageOf(items: NewsItem[], page: number): NewsResponse {
  const totalPages = Math.max(1, Math.ceil(items.length / NEWS_PAGE_SIZE));
  const start = (page - 1) * NEWS_PAGE_SIZE;
  return {
    news: items.slice(start, start + NEWS_PAGE_SIZE),
    pagination: { currentPage: page, totalPages, totalItems: items.length },
  };
}

const failure = (page: number, error: string): NewsResponse => ({
  news: [],
  pagination: { currentPage: page, totalPages: 0, totalItems: 0 },
  error,
});

async function assertStaff(db: Firestore, uid: string): Promise<void> {
  let role: unknown;
  try {
    role = (await db.collection(COLLECTIONS.profiles).doc(uid).get()).get('role');
  } catch {
    throw new HttpsError('internal', NEWS_ERRORS.profile);
  }
  if (!isStaff(role)) throw new HttpsError('permission-denied', NEWS_ERRORS.notStaff);
}

export async function handleFetchNews(
  callerUid: string | null,
  data: unknown,
  deps: FetchNewsDeps = defaultDeps(),
): Promise<NewsResponse> {
  if (!callerUid) throw new HttpsError('unauthenticated', NEWS_ERRORS.unauthenticated);
  const parsed = parseNewsRequest(data);
  if (!parsed.ok) throw new HttpsError('invalid-argument', parsed.message);
  await assertStaff(deps.db, callerUid);

  const { category, text, page } = parsed.search;
  const key = searchKey(category, text);
  try {
    const cached = await readCachedNews(deps.db, key, deps.now());
    if (cached) return pageOf(cached, page);
    if (!(await takeUncachedSlot(deps.db, callerUid, deps.now(), deps.limit)))
      return failure(page, NEWS_ERRORS.rateLimited);
    const feeds = await readFeeds(deps.db, category);
    const items = await collectNews({ category, text }, { ...deps, feeds });
    await writeCachedNews(deps.db, key, { category, text, items }, deps.now());
    return pageOf(items, page);
  } catch (error) {
    if (error instanceof ProviderError) return failure(page, NEWS_ERRORS.providers);
    deps.log(`fetchNews: ${(error as Error)?.message ?? String(error)}`);
    return failure(page, NEWS_ERRORS.unexpected);
  }
}

export const fetchNews = onCall<NewsRequest, Promise<NewsResponse>>(
  { timeoutSeconds: 30, maxInstances: 10 },
  (request) => handleFetchNews(verifiedCaller(request.auth), request.data),
);
