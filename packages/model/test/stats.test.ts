import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayRange,
  isCountedPath,
  parseViewBeacon,
  statsDay,
  statsHour,
  statsHourStart,
} from '../src/index.js';

describe('statistics calendar (São Paulo)', () => {
  it('puts an instant in its São Paulo day and hour', () => {
    // 02:30 UTC on 1 June is 23:30 on 31 May in São Paulo (UTC−3).
    const ms = Date.UTC(2026, 5, 1, 2, 30);
    expect(statsDay(ms)).toBe('2026-05-31');
    expect(statsHour(ms)).toBe('23');
    expect(statsDay(Date.UTC(2026, 5, 1, 3, 0))).toBe('2026-06-01');
    expect(statsHour(Date.UTC(2026, 5, 1, 3, 0))).toBe('00');
  });

  it('finds the instant an hour of a day starts', () => {
    expect(statsHourStart('2026-06-01')).toBe(Date.UTC(2026, 5, 1, 3));
    expect(statsHourStart('2026-06-01', 13)).toBe(Date.UTC(2026, 5, 1, 16));
    for (const ms of [Date.UTC(2026, 0, 1, 12), Date.UTC(2026, 6, 15, 1)]) {
      const start = statsHourStart(statsDay(ms), Number(statsHour(ms)));
      expect(ms - start).toBeGreaterThanOrEqual(0);
      expect(ms - start).toBeLessThan(3_600_000);
    }
  });

  it('walks days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayRange('2026-06-02', 3)).toEqual(['2026-05-31', '2026-06-01', '2026-06-02']);
  });
});

describe('the beacon payload', () => {
  it('accepts a reader page view and normalises the referrer host', () => {
    expect(parseViewBeacon({ p: '/artigo/x', a: 'abc_1-2', r: 'WWW.Google.com', u: 'newsletter', v: 'm' })).toEqual({
      p: '/artigo/x',
      a: 'abc_1-2',
      r: 'www.google.com',
      u: 'newsletter',
      v: 'm',
    });
    expect(parseViewBeacon({ p: '/', v: 'd', a: '', r: '' })).toEqual({ p: '/', v: 'd' });
  });

  it.each([
    ['no path', { v: 'd' }],
    ['a relative path', { p: 'artigo/x', v: 'd' }],
    ['the admin area', { p: '/admin/dashboard', v: 'd' }],
    ['the sign-in page', { p: '/login', v: 'd' }],
    ['an unknown viewport', { p: '/', v: 'x' }],
    ['an article id with a slash', { p: '/', a: 'a/b', v: 'd' }],
    ['a referrer that is not a host', { p: '/', r: 'http://x.com/a', v: 'd' }],
    ['a long path', { p: `/${'a'.repeat(600)}`, v: 'd' }],
    ['not an object', 'p=/'],
  ])('refuses %s', (_name, value) => expect(parseViewBeacon(value)).toBeNull());

  it('counts reader pages only', () => {
    expect(isCountedPath('/categoria/tecnologia')).toBe(true);
    expect(isCountedPath('/administracao')).toBe(true);
    expect(isCountedPath('/admin')).toBe(false);
    expect(isCountedPath('/perfil')).toBe(false);
  });
});
