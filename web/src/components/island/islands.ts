// The interactive parts of a server-rendered reader page ("islands"): each one is a React
// component the server renders into the page and the browser hydrates where it stands, when the
// reader is about to use it. Everything else on a reader page is HTML and stays HTML.

/**
 * When an island hydrates (app/reader/islands/runtime.ts says exactly):
 * - 'intent': when the reader acts in it (a button, a form, a field), or a mouse comes over it;
 * - 'visible': also as the reader scrolls its end near the viewport (an infinite list);
 * - 'session': also at once when this browser has a session (the header's account slot).
 * An island inside a closed <details> (the mobile menu's account part) also hydrates as it opens.
 */
export type IslandTrigger = 'intent' | 'visible' | 'session';

export const ISLAND_TRIGGERS = {
  account: 'session',
  'account-mobile': 'intent',
  showcase: 'intent',
  trending: 'intent',
  'category-list': 'visible',
  'tag-list': 'intent',
  'all-articles': 'intent',
  'corrections-list': 'intent',
  topics: 'intent',
  'newsletter-home': 'intent',
  'newsletter-footer': 'intent',
} as const satisfies Record<string, IslandTrigger>;

export type IslandName = keyof typeof ISLAND_TRIGGERS;

/** An island's props travel in the page as JSON: plain strings only. */
export type IslandProps = Record<string, string>;

/** An infinite list's end: a 'visible' island hydrates as this element nears the viewport. */
export const ISLAND_VISIBLE_ATTRIBUTE = 'data-island-visible';

/** The attributes of an island's element (read by app/reader/islands). */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  id: 'data-island-id',
  props: 'data-island-props',
  when: 'data-island-when',
} as const;
