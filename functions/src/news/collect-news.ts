// Asks every provider of a search at once (GDELT plus the category's feeds) and merges what
// answered. Only when none answers is the search a failure.
import type { NewsItem } from '@pauta/model';
import { matchingText, mergeNews } from './merge-news';
import { feedFetchUrl, NEWS_LIMITS, type FeedSource, type ProviderEndpoints } from './news-config';
import { ProviderError } from './news-errors';
import { buildNewsQuery, type NewsSearch } from './news-query';
import { gdeltRequestUrl, parseGdelt } from './parse-gdelt';
import { parseFeed } from './parse-feed';
import type { TextFetcher } from './fetch-text';

export interface CollectDeps {
  fetchText: TextFetcher;
  endpoints: ProviderEndpoints;
  feeds: FeedSource[];
  log?: (message: string) => void;
}

export async function collectNews(
  search: Pick<NewsSearch, 'category' | 'text'>,
  deps: CollectDeps,
): Promise<NewsItem[]> {
  const query = buildNewsQuery(search.category, search.text);
  const gdelt = deps
    .fetchText(gdeltRequestUrl(deps.endpoints.gdeltUrl, query, NEWS_LIMITS.gdeltMaxRecords))
    .then(parseGdelt);
  const feeds = deps.feeds.map((feed) =>
    deps
      .fetchText(feedFetchUrl(feed.url, deps.endpoints))
      .then((xml) => matchingText(parseFeed(xml, feed.source), search.text)),
  );
  const settled = await Promise.allSettled([gdelt, ...feeds]);
  const lists: NewsItem[][] = [];
  for (const result of settled) {
    if (result.status === 'fulfilled') lists.push(result.value);
    else deps.log?.(result.reason instanceof ProviderError ? result.reason.reason : String(result.reason));
  }
  if (!lists.length) throw new ProviderError('every provider failed');
  return mergeNews(lists);
}
