// The RSS feeds' addresses (the feed function answers them; reader pages link them in their head).
import { READER_SEGMENTS } from './paths.js';

/** RSS feeds: the whole site, one category, one tag. */
export const FEED_PATHS = {
  site: '/rss.xml',
  category: (slug: string) => `/rss/${READER_SEGMENTS.category}/${slug}.xml`,
  tag: (tag: string) => `/rss/${READER_SEGMENTS.tag}/${tag}.xml`,
} as const;
