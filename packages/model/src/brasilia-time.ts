// The newsroom's clock: Brasília time (America/Sao_Paulo), whatever the zone of the browser or the
// server. Computed with Intl and the zone's own rules: the zone has had no daylight saving time since
// 2019 (a constant UTC−03:00), and if it ever returns, the conversion follows the zone's data.

export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

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
