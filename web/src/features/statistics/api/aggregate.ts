// Adds up the statistics documents (one per shard) into what the screens show. Pure functions.
import {
  DEVICE_CLASSES,
  epochMinute,
  HOURS_OF_DAY,
  LIVE_WINDOW_MINUTES,
  statsHourStart,
  TRAFFIC_SOURCES,
  type DeviceClass,
  type StatsArticleDoc,
  type StatsLiveDoc,
  type StatsSiteDoc,
  type TrafficSource,
} from '@pauta/model';

type Counts<K extends string> = Partial<Record<K, number>>;

const add = <K extends string>(into: Record<K, number>, from: Counts<K> | undefined) => {
  for (const [key, n] of Object.entries(from ?? {}) as [K, number][]) into[key] = (into[key] ?? 0) + (n ?? 0);
};

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export interface DayTotals {
  day: string;
  views: number;
  uniques: number;
}

export interface SiteSummary {
  views: number;
  uniques: number;
  byDay: DayTotals[];
  /** Views by hour, the period's days added up ('00'..'23'). */
  byHour: { hour: string; views: number }[];
  sources: Record<TrafficSource, number>;
  visitorSources: Record<TrafficSource, number>;
  visitorDevices: Record<DeviceClass, number>;
  demo: boolean;
}

export function summarizeSite(docs: StatsSiteDoc[], days: string[]): SiteSummary {
  const perDay = new Map(days.map((day) => [day, { day, views: 0, uniques: 0 }]));
  const hours = zeros(HOURS_OF_DAY);
  const sources = zeros(TRAFFIC_SOURCES);
  const visitorSources = zeros(TRAFFIC_SOURCES);
  const visitorDevices = zeros(DEVICE_CLASSES);
  let demo = false;
  for (const doc of docs) {
    const day = perDay.get(doc.day);
    if (!day) continue;
    day.views += doc.views ?? 0;
    day.uniques += doc.uniques ?? 0;
    add(hours, doc.hours);
    add(sources, doc.sources);
    add(visitorSources, doc.visitorSources);
    add(visitorDevices, doc.visitorDevices);
    demo ||= doc.demo === true;
  }
  const byDay = [...perDay.values()];
  return {
    views: byDay.reduce((n, d) => n + d.views, 0),
    uniques: byDay.reduce((n, d) => n + d.uniques, 0),
    byDay,
    byHour: HOURS_OF_DAY.map((hour) => ({ hour, views: hours[hour] })),
    sources,
    visitorSources,
    visitorDevices,
    demo,
  };
}

export interface ArticleRow {
  articleId: string;
  views: number;
  uniques: number;
  /** The source with most views (ties: the first in TRAFFIC_SOURCES), null without views. */
  topSource: TrafficSource | null;
}

export function topSource(sources: Counts<TrafficSource>): TrafficSource | null {
  let best: TrafficSource | null = null;
  for (const source of TRAFFIC_SOURCES)
    if ((sources[source] ?? 0) > 0 && (best === null || sources[source]! > sources[best]!)) best = source;
  return best;
}

export function articleRows(docs: StatsArticleDoc[]): ArticleRow[] {
  const rows = new Map<string, { views: number; uniques: number; sources: Record<TrafficSource, number> }>();
  for (const doc of docs) {
    let row = rows.get(doc.articleId);
    if (!row) rows.set(doc.articleId, (row = { views: 0, uniques: 0, sources: zeros(TRAFFIC_SOURCES) }));
    row.views += doc.views ?? 0;
    row.uniques += doc.uniques ?? 0;
    add(row.sources, doc.sources);
  }
  return [...rows].map(([articleId, r]) => ({
    articleId,
    views: r.views,
    uniques: r.uniques,
    topSource: topSource(r.sources),
  }));
}

export const FIRST_HOURS = 48;

/**
 * Cumulative views over the first `hours` hours after publication (index h = views up to the end
 * of hour h). The hour bucket holding the publication instant is hour 0; earlier buckets are skipped.
 */
export function firstHoursCurve(docs: StatsArticleDoc[], publishedAt: number, hours = FIRST_HOURS): number[] {
  const perHour = new Array<number>(hours).fill(0);
  for (const doc of docs)
    for (const [hour, views] of Object.entries(doc.hours ?? {})) {
      const index = Math.ceil((statsHourStart(doc.day, Number(hour)) - publishedAt) / 3_600_000);
      if (index >= 0 && index < hours) perHour[index]! += views ?? 0;
    }
  let total = 0;
  return perHour.map((n) => (total += n));
}

/** The median of each hour over several curves (empty when there is none). */
export function medianCurve(curves: number[][]): number[] {
  if (!curves.length) return [];
  return curves[0]!.map((_, h) => {
    const values = curves.map((c) => c[h] ?? 0).sort((a, b) => a - b);
    const mid = Math.floor(values.length / 2);
    return values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
  });
}

/** Readers whose latest view falls in the last LIVE_WINDOW_MINUTES minutes (this one included). */
export function liveReaders(docs: StatsLiveDoc[], now: number): number {
  const last = epochMinute(now);
  let readers = 0;
  for (const doc of docs)
    for (const [minute, n] of Object.entries(doc.minutes ?? {})) {
      const at = doc.hour * 60 + Number(minute);
      if (at <= last && at > last - LIVE_WINDOW_MINUTES) readers += n ?? 0;
    }
  return Math.max(0, readers);
}
