// What an article write changes in the publish queue (pure): the task of the schedule it leaves is
// cancelled, the task of the schedule it takes is queued. A write that keeps the schedule (an edit
// of a scheduled article) touches nothing.
import type { PublishTaskData } from '@pauta/model';

interface Scheduled {
  status?: unknown;
  scheduledFor?: { toMillis(): number } | null;
}

/** The article's pending schedule: its time while it is 'scheduled', else null. */
export function pendingSchedule(data: Scheduled | undefined): number | null {
  if (data?.status !== 'scheduled') return null;
  const at = data.scheduledFor?.toMillis?.();
  return typeof at === 'number' ? at : null;
}

export function scheduleChange(
  articleId: string,
  before: Scheduled | undefined,
  after: Scheduled | undefined,
): { cancel: PublishTaskData | null; enqueue: PublishTaskData | null } {
  const was = pendingSchedule(before);
  const is = pendingSchedule(after);
  if (was === is) return { cancel: null, enqueue: null };
  return {
    cancel: was === null ? null : { articleId, scheduledFor: was },
    enqueue: is === null ? null : { articleId, scheduledFor: is },
  };
}
