// The statistics' calendar: days and hours are those of São Paulo (the newsroom's), computed with
// Intl so a change of the zone's rules needs no code change. Live minutes are plain UTC epoch minutes.

export const STATS_TIME_ZONE = 'America/Sao_Paulo';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

function zoned(ms: number): { day: string; hour: string } {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, hour: p.hour! };
}

/** 'YYYY-MM-DD' of the instant in São Paulo. */
export const statsDay = (ms: number): string => zoned(ms).day;

/** '00'..'23': the hour of the instant in São Paulo. */
export const statsHour = (ms: number): string => zoned(ms).hour;

export const epochMinute = (ms: number): number => Math.floor(ms / MINUTE);
export const epochHour = (ms: number): number => Math.floor(ms / HOUR);

/** Offset of São Paulo from UTC at that instant, in minutes (−180 today). */
function offsetMinutes(ms: number): number {
  const { day, hour } = zoned(ms);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, Number(hour));
  return Math.round((asUtc - Math.floor(ms / HOUR) * HOUR) / MINUTE);
}

/** The instant a São Paulo hour of a day starts (hour 0 = the day's start). */
export function statsHourStart(day: string, hour = 0): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour);
  return guess - offsetMinutes(guess) * MINUTE;
}

/** The day `n` days after (negative: before) `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * DAY).toISOString().slice(0, 10);
}

/** The `count` days ending with `lastDay`, oldest first. */
export function dayRange(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(lastDay, i - count + 1));
}

export const HOURS_OF_DAY = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
