// Date formats of the spec: long pt-BR on reader pages ("5 de março de 2025"), i.e. dayjs's
// 'D [de] MMMM [de] YYYY' with the pt-br locale. Intl produces the same text without shipping
// dayjs on the reader's first load (dates.test.ts checks both agree).
export const LONG_DATE_FORMAT = 'D [de] MMMM [de] YYYY';

type DateInput = Date | string | number | { toDate(): Date } | null | undefined;

// In Brasília time: the server renders the pages, and readers are in Brazil.
const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

function toDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  const date = typeof value === 'object' && 'toDate' in value ? value.toDate() : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Long pt-BR date (Brasília time), or '' when the value is missing or invalid. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? longDate.format(date) : '';
}

/** ISO string, or null when the value is missing or invalid (metadata omits invalid dates). */
export function toIsoOrNull(value: DateInput): string | null {
  const date = toDate(value);
  return date ? date.toISOString() : null;
}
