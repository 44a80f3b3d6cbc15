// The newsroom's clock: Brasília time (America/Sao_Paulo), whatever the zone of the browser or the
// server. Computed with Intl and the zone's own rules: the zone has had no daylight saving time since
// 2019 (a constant UTC−03:00), and if it ever returns, the conversion follows the zone's data.

export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

/** How the newsroom types a date and time: DD/MM/AAAA HH:mm, in Brasília time. */
export const BRASILIA_DATE_TIME_PATTERN = 'DD/MM/AAAA HH:mm';

export interface BrasiliaFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let formatter: Intl.DateTimeFormat | undefined;

/** The wall-clock fields of an instant in Brasília. */
export function brasiliaFields(ms: number): BrasiliaFields {
  formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BRASILIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const f = Object.fromEntries(formatter.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return {
    year: Number(f.year),
    month: Number(f.month),
    day: Number(f.day),
    hour: Number(f.hour),
    minute: Number(f.minute),
    second: Number(f.second),
  };
}

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

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the newsroom reads it in Brasília: '10/03/2030' and '07:00'. */
export function formatBrasilia(ms: number): { date: string; time: string } {
  const b = brasiliaFields(ms);
  return { date: `${pad(b.day)}/${pad(b.month)}/${b.year}`, time: `${pad(b.hour)}:${pad(b.minute)}` };
}

/** An instant as a sentence says it in Brasília: '10/03/2030 às 07:00'. */
export function formatBrasiliaAt(ms: number): string {
  const { date, time } = formatBrasilia(ms);
  return `${date} às ${time}`;
}

/** An instant as the 'Publicar em' field shows it: '10/03/2030 07:00' (Brasília). */
export function formatBrasiliaDateTime(ms: number): string {
  const { date, time } = formatBrasilia(ms);
  return `${date} ${time}`;
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
