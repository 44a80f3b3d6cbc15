// The five services' player hosts (@pauta/model EMBED_FRAME_ORIGINS) and what they answer in these
// tests (no internet): a small local page. A context routes them to count what a page asks of them.
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';

export const PLAYER_HOSTS =
  /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|platform\.twitter\.com|embed\.bsky\.app|www\.instagram\.com)\//;
/** test/fixtures/embeds/player-stand-in.html */
const PLAYER_STAND_IN = readFileSync(new URL('../../fixtures/embeds/player-stand-in.html', import.meta.url), 'utf8');

/** Answers the players' hosts with the stand-in and records each address asked into `asked`. */
export const standInPlayers = (asked: string[]) => (context: BrowserContext) =>
  context.route(PLAYER_HOSTS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: PLAYER_STAND_IN });
  });
