// Brasília time typed by the newsroom ('Publicar em'), read back as an instant: apart from the
// formatting (./brasilia-time.ts), which reader pages need and this the admin area only.
import { brasiliaFields } from './brasilia-time.js';

/** How the newsroom types a date and time: DD/MM/AAAA HH:mm, in Brasília time. */
export const BRASILIA_DATE_TIME_PATTERN = 'DD/MM/AAAA HH:mm';

/** The instant a Brasília wall-clock time names (month 1–12). */
export function brasiliaInstant(year: number, month: number, day: number, hour: number, minute = 0): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (ms: number) => {
    const b = brasiliaFields(ms);
    return Date.UTC(b.year, b.month - 1, b.day, b.hour, b.minute, b.second) - ms;
  };
  const first = guess - offsetAt(guess);
  return guess - offsetAt(first);
}

const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/**
 * 'DD/MM/AAAA HH:mm' typed in Brasília time, as an instant; null when the text is not a real date and
 * time in that form (31/02, 24:00 and partial text included). Spaces around and between are forgiven.
 */
export function parseBrasiliaDateTime(text: string): number | null {
  const match = DATE_TIME.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return brasiliaInstant(year, month, day, hour, minute);
}
