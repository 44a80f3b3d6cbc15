// 'Publicar em' as typed (DD/MM/AAAA HH:mm) and as the calendar holds it (YYYY-MM-DD HH:mm:ss): the
// same wall-clock time written two ways, converted as text so no time zone is involved.

const TYPED = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;
const PICKED = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?/;

/** The calendar's value for the typed text, or null while the text is not a complete date and time. */
export function pickerValueOf(text: string): string | null {
  const m = TYPED.exec(text.trim().replace(/\s+/g, ' '));
  return m ? `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}:00` : null;
}

/** The typed form of a calendar value (07:00 when it carries no time). */
export function textOfPickerValue(value: string): string {
  const m = PICKED.exec(value);
  if (!m) return '';
  return `${m[3]}/${m[2]}/${m[1]} ${m[4] ?? '07'}:${m[5] ?? '00'}`;
}
