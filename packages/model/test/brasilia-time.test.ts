// Brasília time whatever the process's zone: the same text gives the same instant, and the same
// instant the same text, with TZ set to zones on both sides of the date line and to Brasília itself.
import { afterAll, describe, expect, it } from 'vitest';
import {
  brasiliaInstant,
  formatBrasilia,
  formatBrasiliaAt,
  formatBrasiliaDateTime,
  parseBrasiliaDateTime,
} from '../src/index.js';

/** Each zone and its offset on 1 January 2030 (Date#getTimezoneOffset: minutes behind UTC). */
const ZONES: [string, number][] = [
  ['UTC', 0],
  ['Asia/Tokyo', -540],
  ['America/New_York', 300],
  ['Pacific/Kiritimati', -840],
  ['Pacific/Pago_Pago', 660],
  ['America/Sao_Paulo', 180],
];
const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const at = (iso: string) => Date.parse(iso);

describe('Brasília time', () => {
  it.each(ZONES)('with TZ=%s: typed text ↔ instant, UTC−03:00', (zone, offset) => {
    process.env.TZ = zone;
    // The process really is in that zone (Node applies TZ at once).
    expect(new Date(Date.UTC(2030, 0, 1)).getTimezoneOffset()).toBe(offset);
    expect(parseBrasiliaDateTime('10/03/2030 07:00')).toBe(at('2030-03-10T10:00:00Z'));
    expect(parseBrasiliaDateTime('31/12/2029 23:59')).toBe(at('2030-01-01T02:59:00Z'));
    expect(parseBrasiliaDateTime('01/01/2030 00:00')).toBe(at('2030-01-01T03:00:00Z'));
    expect(formatBrasiliaDateTime(at('2030-03-10T10:00:00Z'))).toBe('10/03/2030 07:00');
    expect(formatBrasiliaAt(at('2030-03-10T10:00:00Z'))).toBe('10/03/2030 às 07:00');
    expect(formatBrasilia(at('2030-01-01T02:59:00Z'))).toEqual({ date: '31/12/2029', time: '23:59' });
  });

  it('no daylight saving time since 2019: every day from 2020 to 2035 is UTC−03:00, January included', () => {
    process.env.TZ = 'Europe/Berlin';
    for (let day = Date.UTC(2020, 0, 1, 12); day < Date.UTC(2036, 0, 1); day += 24 * 3600 * 1000) {
      const d = new Date(day);
      const local = brasiliaInstant(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), 7, 30);
      expect(local - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 7, 30)).toBe(3 * 3600 * 1000);
    }
  });

  it("follows the zone's own rules: the summer time of 2018 was UTC−02:00", () => {
    expect(brasiliaInstant(2018, 12, 1, 7)).toBe(at('2018-12-01T09:00:00Z'));
    expect(formatBrasiliaDateTime(at('2018-12-01T09:00:00Z'))).toBe('01/12/2018 07:00');
  });

  it.each([
    ['', 'empty'],
    ['10/03/2030', 'no time'],
    ['10/03/2030 7:00', 'one-digit hour'],
    ['2030-03-10 07:00', 'ISO order'],
    ['31/02/2030 07:00', 'no 31 February'],
    ['29/02/2030 07:00', 'not a leap year'],
    ['10/13/2030 07:00', 'month 13'],
    ['00/03/2030 07:00', 'day 0'],
    ['10/03/2030 24:00', 'hour 24'],
    ['10/03/2030 07:60', 'minute 60'],
    ['10/03/2030 07:00 x', 'trailing text'],
  ])('refuses %j (%s)', (text) => {
    expect(parseBrasiliaDateTime(text)).toBeNull();
  });

  it('forgives spaces around and between', () => {
    expect(parseBrasiliaDateTime('  29/02/2028   18:45 ')).toBe(at('2028-02-29T21:45:00Z'));
  });
});
