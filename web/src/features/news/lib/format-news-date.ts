import { dayjs } from '../../../lib/dayjs';

export const NEWS_DATE_FORMAT = 'DD/MM/YYYY HH:mm';

/** dd/MM/yyyy HH:mm in the browser's time zone; a headline without date says so. */
export function formatNewsDate(iso: string | null): string {
  if (!iso) return 'Data não informada';
  const date = dayjs(iso);
  return date.isValid() ? date.format(NEWS_DATE_FORMAT) : 'Data não informada';
}
