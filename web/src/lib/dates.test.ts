import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { Timestamp } from 'firebase/firestore/lite';
import { formatLongDate, LONG_DATE_FORMAT, toIsoOrNull } from './dates';

describe('dates', () => {
  it('formats the long pt-BR form', () => {
    expect(formatLongDate(new Date(2025, 2, 5, 12))).toBe('5 de março de 2025');
    expect(formatLongDate(new Date(2024, 11, 31, 23, 59))).toBe('31 de dezembro de 2024');
  });

  it("matches dayjs's 'D [de] MMMM [de] YYYY' in pt-br for every month", () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 8, 30);
        expect(formatLongDate(date)).toBe(dayjs(date).locale('pt-br').format(LONG_DATE_FORMAT));
      }
    }
  });

  it('accepts Firestore timestamps, ISO strings and epoch numbers', () => {
    const date = new Date(2025, 6, 14, 10);
    expect(formatLongDate(Timestamp.fromDate(date))).toBe('14 de julho de 2025');
    expect(formatLongDate(date.toISOString())).toBe('14 de julho de 2025');
    expect(formatLongDate(date.getTime())).toBe('14 de julho de 2025');
  });

  it('gives empty text / null for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
    expect(toIsoOrNull(undefined)).toBeNull();
    expect(toIsoOrNull('garbage')).toBeNull();
    expect(toIsoOrNull(new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe('2025-01-02T03:04:05.000Z');
  });
});
