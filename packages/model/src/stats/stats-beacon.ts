// What the reader's beacon sends and where: kept apart from the rest of the statistics contract so
// the beacon (web/src/beacon) bundles only these few constants.

/** Same-origin path that Hosting rewrites to the countView function (firebase.json). */
export const STATS_ENDPOINT = '/api/v';

/**
 * The queue the app pushes client-side navigations into (`window.__pautaViews.push({ p, a })`);
 * the beacon drains it once loaded and counts every later push at once.
 */
export const STATS_QUEUE = '__pautaViews';

/** <meta name="pauta:article" content="{id}">: the article a rendered page shows. */
export const STATS_ARTICLE_META = 'pauta:article';

/** Id of the inline loader that fetches the beacon once the page has loaded. */
export const STATS_BEACON_LOADER_ID = 'pauta-beacon';

/** Viewport classes: m(obile) below 768 px, t(ablet) below 1024 px, d(esktop) from there. */
export type ViewportClass = 'm' | 't' | 'd';
export const VIEWPORT_TABLET_MIN = 768;
export const VIEWPORT_DESKTOP_MIN = 1024;

/**
 * One view as the beacon sends it (short keys keep the beacon small): `p` path, `a` article id,
 * `r` referrer host (own host for a client-side navigation), `u` utm_source, `v` viewport class.
 */
export interface ViewBeacon {
  p: string;
  a?: string;
  r?: string;
  u?: string;
  v: ViewportClass;
}

/** What the app pushes for a client-side navigation. */
export interface QueuedView {
  p: string;
  a?: string;
}

/** Paths that are not reader pages: never counted (the admin area, sign-in, the reader's profile). */
export const STATS_IGNORED_PATH = /^\/(admin|login|perfil|test-sitemap)(\/|$)/;
