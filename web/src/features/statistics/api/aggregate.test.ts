import { describe, expect, it } from 'vitest';
import { statsHourStart, type StatsArticleDoc, type StatsLiveDoc, type StatsSiteDoc } from '@pauta/model';
import { articleRows, firstHoursCurve, liveReaders, medianCurve, summarizeSite, topSource } from './aggregate';

const site = (day: string, over: Partial<StatsSiteDoc> = {}): StatsSiteDoc => ({
  day,
  views: 0,
  uniques: 0,
  hours: {},
  sources: {},
  devices: {},
  visitorSources: {},
  visitorDevices: {},
  ...over,
});

const article = (day: string, articleId: string, over: Partial<StatsArticleDoc> = {}): StatsArticleDoc => ({
  day,
  articleId,
  views: 0,
  uniques: 0,
  hours: {},
  sources: {},
  ...over,
});

describe('summarizeSite', () => {
  it('adds shards up per day, keeps empty days, and sums hours, sources and devices', () => {
    const summary = summarizeSite(
      [
        site('2026-06-09', { views: 3, uniques: 2, hours: { '10': 3 }, visitorDevices: { mobile: 2 } }),
        site('2026-06-09', { views: 1, uniques: 1, hours: { '10': 1 }, visitorSources: { busca: 1 } }),
        site('2026-06-11', { views: 5, uniques: 4, hours: { '23': 5 }, demo: true }),
        site('2026-05-01', { views: 100 }), // outside the period
      ],
      ['2026-06-09', '2026-06-10', '2026-06-11'],
    );
    expect(summary.byDay).toEqual([
      { day: '2026-06-09', views: 4, uniques: 3 },
      { day: '2026-06-10', views: 0, uniques: 0 },
      { day: '2026-06-11', views: 5, uniques: 4 },
    ]);
    expect(summary).toMatchObject({ views: 9, uniques: 7, demo: true });
    expect(summary.byHour.find((h) => h.hour === '10')?.views).toBe(4);
    expect(summary.byHour).toHaveLength(24);
    expect(summary.visitorDevices).toEqual({ mobile: 2, tablet: 0, desktop: 0 });
    expect(summary.visitorSources.busca).toBe(1);
  });
});

describe('articleRows and topSource', () => {
  it('adds an article up over days and shards, with its main source', () => {
    const rows = articleRows([
      article('2026-06-09', 'a', { views: 2, uniques: 2, sources: { busca: 2 } }),
      article('2026-06-10', 'a', { views: 3, uniques: 1, sources: { social: 3 } }),
      article('2026-06-10', 'b', { views: 1, uniques: 1, sources: { direto: 1 } }),
    ]);
    expect(rows).toEqual([
      { articleId: 'a', views: 5, uniques: 3, topSource: 'social' },
      { articleId: 'b', views: 1, uniques: 1, topSource: 'direto' },
    ]);
  });

  it('breaks ties in the sources order and has none without views', () => {
    expect(topSource({ social: 2, busca: 2 })).toBe('busca');
    expect(topSource({})).toBeNull();
  });
});

describe('first 48 hours and the median', () => {
  it('accumulates views by hour since publication; the publication hour counts as hour 0', () => {
    const published = statsHourStart('2026-06-10', 22) + 30 * 60_000; // 22:30
    const curve = firstHoursCurve(
      [
        article('2026-06-10', 'a', { hours: { '21': 9, '22': 2, '23': 3 } }), // the 21h bucket ended before
        article('2026-06-11', 'a', { hours: { '00': 4 } }),
        article('2026-06-13', 'a', { hours: { '00': 50 } }), // past 48 hours
      ],
      published,
      4,
    );
    expect(curve).toEqual([2, 5, 9, 9]);
  });

  it('takes the median hour by hour (odd and even counts)', () => {
    expect(
      medianCurve([
        [1, 2],
        [3, 6],
        [2, 10],
      ]),
    ).toEqual([2, 6]);
    expect(medianCurve([[1], [3]])).toEqual([2]);
    expect(medianCurve([])).toEqual([]);
  });
});

describe('liveReaders', () => {
  it('adds the minutes of the last five, across an hour boundary, never below zero', () => {
    const now = (100 * 60 + 2) * 60_000 + 30_000; // minute 2 of hour 100
    const docs: StatsLiveDoc[] = [
      { hour: 99, minutes: { '57': 7, '58': 1, '59': 2 } }, // 57 is out (window 58..02)
      { hour: 100, minutes: { '00': 1, '02': 3, '03': 9 } }, // 03 is in the future
    ];
    expect(liveReaders(docs, now)).toBe(7);
    expect(liveReaders([{ hour: 100, minutes: { '01': -2 } }], now)).toBe(0);
  });
});
