import { describe, expect, it } from 'vitest';
import { formatLateness, formatWhen, scheduleState } from './schedule-display';

describe('/admin/schedules display', () => {
  it('times in Brasília, whatever the browser zone', () => {
    expect(formatWhen(new Date('2031-03-10T10:00:00Z'))).toBe('10/03/2031 às 07:00');
  });

  it('lateness', () => {
    expect(formatLateness(-300)).toBe('no horário');
    expect(formatLateness(25)).toBe('25 ms');
    expect(formatLateness(4_240)).toBe('4,2 s');
    expect(formatLateness(12_400)).toBe('12 s');
    expect(formatLateness(125_000)).toBe('2 min 05 s');
  });

  it("'Atrasado' only more than two minutes past the time", () => {
    const at = new Date('2031-03-10T10:00:00Z');
    expect(scheduleState(at, at.getTime() - 1)).toBe('upcoming');
    expect(scheduleState(at, at.getTime() + 30_000)).toBe('due');
    expect(scheduleState(at, at.getTime() + 120_000)).toBe('due');
    expect(scheduleState(at, at.getTime() + 120_001)).toBe('late');
  });
});
