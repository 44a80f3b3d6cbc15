// The long date in Brasília time, as mails write it.

// Readers are in Brazil; the server has no local time zone of theirs, so Brasília time is used.
const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

export const formatLongDate = (date: Date | null): string => (date ? longDate.format(date) : '');
