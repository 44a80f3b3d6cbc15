// Reader statistics: collections, document shapes, classes and the pt-BR labels both the counting
// function and the admin screens use (docs/statistics.md).
import { STATS_IGNORED_PATH, type ViewBeacon, type ViewportClass } from './stats-beacon.js';

export const STATS_COLLECTIONS = {
  /** statsSite/{day}_{shard}: the site's views of one day (hours, sources, devices). Staff read. */
  site: 'statsSite',
  /** statsArticles/{day}_{articleId}_{shard}: one article's views of one day. Staff read. */
  articles: 'statsArticles',
  /** statsLive/{epochHour}_{shard}: readers by the minute of their latest view. Staff read. */
  live: 'statsLive',
  /** statsVisitors/{hash}: today's visitor markers (hash of salt, IP, UA). No client access. */
  visitors: 'statsVisitors',
  /** statsSalts/{day}: the day's secret salt. No client access; deleted when the next day starts. */
  salts: 'statsSalts',
} as const;

export const TRAFFIC_SOURCES = ['busca', 'social', 'direto', 'outros', 'newsletter', 'interno'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const SOURCE_LABELS: Record<TrafficSource, string> = {
  busca: 'Busca',
  social: 'Redes sociais',
  direto: 'Direto',
  outros: 'Outros sites',
  newsletter: 'Newsletter',
  interno: 'Navegação interna',
};

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const DEVICE_LABELS: Record<DeviceClass, string> = {
  mobile: 'Celular',
  tablet: 'Tablet',
  desktop: 'Computador',
};

export const DEVICE_OF_VIEWPORT: Record<ViewportClass, DeviceClass> = { m: 'mobile', t: 'tablet', d: 'desktop' };

/** utm_source of the newsletter's links (any value containing it, or e-mail/mail, counts). */
export const NEWSLETTER_UTM_SOURCE = 'newsletter';

/** "Lendo agora": readers whose latest view is within this many minutes. */
export const LIVE_WINDOW_MINUTES = 5;

export const STATS_LIMITS = {
  pathMax: 512,
  articleIdMax: 128,
  hostMax: 253,
  utmMax: 100,
  bodyMaxBytes: 2048,
  /** Articles remembered per visitor and day for per-article uniques; beyond, no new article unique. */
  articlesPerVisitor: 200,
  /** Views per visitor and minute an instance accepts; the rest are dropped as abuse. */
  viewsPerVisitorMinute: 60,
  /**
   * Views of one article an instance counts per minute, whatever address each claims (with the
   * default 4 shards an article's day takes about 4 sustained writes a second: 240 a minute).
   */
  viewsPerArticleMinute: 300,
  /** Views of all pages together an instance counts per minute. */
  viewsPerInstanceMinute: 1200,
  /** countView's instance ceiling: with the two above, at most 12,000 counted views a minute. */
  maxInstances: 10,
} as const;

/** Counters shared by a day of the site and a day of one article (each doc is one shard). */
export interface StatsCounters {
  day: string;
  views: number;
  uniques: number;
  /** Views by hour of the day ('00'..'23', São Paulo time). */
  hours: Record<string, number>;
  /** Views by source. */
  sources: Partial<Record<TrafficSource, number>>;
  /** Marks the seed's believable history (npm start only). */
  demo?: boolean;
}

export interface StatsSiteDoc extends StatsCounters {
  /** Views by device class. */
  devices: Partial<Record<DeviceClass, number>>;
  /** New visitors of the day by the source and the device class of their first view. */
  visitorSources: Partial<Record<TrafficSource, number>>;
  visitorDevices: Partial<Record<DeviceClass, number>>;
}

export interface StatsArticleDoc extends StatsCounters {
  articleId: string;
}

export interface StatsLiveDoc {
  /** Hours since the epoch (UTC). */
  hour: number;
  /** Readers whose latest view fell in that minute of the hour ('00'..'59'); may go negative per shard. */
  minutes: Record<string, number>;
}

export const statsSiteId = (day: string, shard: number) => `${day}_${shard}`;
export const statsArticleId = (day: string, articleId: string, shard: number) => `${day}_${articleId}_${shard}`;
export const statsLiveId = (epochHour: number, shard: number) => `${epochHour}_${shard}`;

/** Reader pages only: a path the beacon may count. */
export function isCountedPath(path: string): boolean {
  return path.startsWith('/') && path.length <= STATS_LIMITS.pathMax && !STATS_IGNORED_PATH.test(path);
}

const ARTICLE_ID = /^[A-Za-z0-9_-]+$/;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The beacon's JSON, validated; null when it is not one. Unknown keys are ignored. */
export function parseViewBeacon(value: unknown): ViewBeacon | null {
  if (!value || typeof value !== 'object') return null;
  const { p, a, r, u, v } = value as Record<string, unknown>;
  if (typeof p !== 'string' || !isCountedPath(p)) return null;
  if (v !== 'm' && v !== 't' && v !== 'd') return null;
  const beacon: ViewBeacon = { p, v };
  if (a !== undefined && a !== '') {
    if (typeof a !== 'string' || a.length > STATS_LIMITS.articleIdMax || !ARTICLE_ID.test(a)) return null;
    beacon.a = a;
  }
  if (r !== undefined && r !== '') {
    if (typeof r !== 'string' || r.length > STATS_LIMITS.hostMax || !HOST.test(r)) return null;
    beacon.r = r.toLowerCase();
  }
  if (u !== undefined && u !== '') {
    if (typeof u !== 'string' || u.length > STATS_LIMITS.utmMax) return null;
    beacon.u = u;
  }
  return beacon;
}
