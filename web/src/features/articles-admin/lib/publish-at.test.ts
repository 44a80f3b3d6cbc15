import { describe, expect, it } from 'vitest';
import { pickerValueOf, textOfPickerValue } from './publish-at';

describe("'Publicar em' between the text and the calendar", () => {
  it('converts both ways as wall-clock text', () => {
    expect(pickerValueOf('10/03/2031 07:05')).toBe('2031-03-10 07:05:00');
    expect(pickerValueOf(' 10/03/2031   07:05 ')).toBe('2031-03-10 07:05:00');
    expect(textOfPickerValue('2031-03-10 07:05:00')).toBe('10/03/2031 07:05');
    expect(textOfPickerValue(pickerValueOf('31/12/2030 23:59')!)).toBe('31/12/2030 23:59');
  });

  it('an incomplete text has no calendar value; a date without time gets 07:00', () => {
    expect(pickerValueOf('10/03/20')).toBeNull();
    expect(pickerValueOf('')).toBeNull();
    expect(textOfPickerValue('2031-03-10')).toBe('10/03/2031 07:00');
    expect(textOfPickerValue('')).toBe('');
  });
});
