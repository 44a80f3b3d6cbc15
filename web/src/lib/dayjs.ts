// dayjs with the pt-br locale, for screens outside the reader's first load (the admin area).
// Reader pages format their long dates with Intl instead (same text, see dates.ts), which keeps
// dayjs out of the 180 KB first-load budget.
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');

export { dayjs };

export const ADMIN_DATE_FORMAT = 'DD/MM/YYYY';

/** dd/MM/yyyy, as the admin tables show dates ('' without one). */
export const formatAdminDate = (date: Date | null): string => (date ? dayjs(date).format(ADMIN_DATE_FORMAT) : '');

/** dd/MM/yyyy às HH:mm, when the admin screens say when something happened ('' without a date). */
export const formatAdminDateTime = (date: Date | null): string =>
  date ? dayjs(date).format(`${ADMIN_DATE_FORMAT} [às] HH:mm`) : '';
