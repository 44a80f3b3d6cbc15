// Site texts (from @pauta/model) and the server's own formats: the long date in Brasília time and
// the page title.
import { SITE_NAME } from '../model';

export {
  articlePath,
  categoryLabel,
  DEFAULT_AUTHOR,
  initials,
  isKnownCategory,
  SITE_DESCRIPTION,
  SITE_KEYWORDS,
  SITE_NAME,
  SITE_TAGLINE,
  tagPath,
} from '../model';

// Readers are in Brazil; the server has no local time zone of theirs, so Brasília time is used.
const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

export const formatLongDate = (date: Date | null): string => (date ? longDate.format(date) : '');

export const fullTitle = (title: string) => (title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME);
