// How /admin/schedules shows times (Brasília), lateness and whether a scheduled article is late.
import { formatBrasiliaAt, PUBLISH_PROMISE_MS, SCHEDULE_LATE_AFTER_MS } from '@pauta/model';

/** '10/03/2031 às 07:00' in Brasília time. */
export const formatWhen = (date: Date): string => formatBrasiliaAt(date.getTime());

/** The toast of a save or a reschedule that sets the time: 'Artigo agendado para 10/03/2031 às 07:00'. */
export const scheduledMessage = (at: number): string => `Artigo agendado para ${formatBrasiliaAt(at)}`;

/** How late a publication went out: 'no horário', '25 ms', '4,2 s', '12 s', '2 min 05 s'. */
export function formatLateness(ms: number): string {
  if (ms <= 0) return 'no horário';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 10_000) return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** A publication that broke the promise (public more than a minute after its time). */
export const brokePromise = (lateMs: number) => lateMs > PUBLISH_PROMISE_MS;

/**
 * A scheduled (not yet public) article at `now`: 'upcoming' before its time, 'due' while it is being
 * published, 'late' more than two minutes past its time ('Atrasado').
 */
export function scheduleState(scheduledFor: Date, now: number): 'upcoming' | 'due' | 'late' {
  const past = now - scheduledFor.getTime();
  if (past < 0) return 'upcoming';
  return past > SCHEDULE_LATE_AFTER_MS ? 'late' : 'due';
}
