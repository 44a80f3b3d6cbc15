// The server's own formats of site texts: the long date in Brasília time and the page title.
import { SITE_NAME } from '@pauta/model';

// Readers are in Brazil; the server has no local time zone of theirs, so Brasília time is used.
const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

export const formatLongDate = (date: Date | null): string => (date ? longDate.format(date) : '');

export const fullTitle = (title: string) => (title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME);
