// The publish task queue: one Cloud Task per scheduled article, at its time, named from the article
// and the time (so the same schedule queued twice is one task, and a new time is a new task).
import { createHash } from 'node:crypto';
import { getFunctions } from 'firebase-admin/functions';
import { PUBLISH_FUNCTIONS, type PublishTaskData } from '@pauta/model';
import { functionsRegion } from '../lib/region';

/** Cloud Tasks takes a task at most 30 days ahead; later schedules are the sweep's. */
export const MAX_TASK_LEAD_MS = 29 * 24 * 60 * 60 * 1000;

export interface PublishQueue {
  /** 'exists': that schedule already has its task; 'too-far': beyond MAX_TASK_LEAD_MS (the sweep's). */
  enqueue(task: PublishTaskData, now: number): Promise<'queued' | 'exists' | 'too-far'>;
  /** Removes the pending task of that schedule (nothing when it ran or never existed). */
  cancel(task: PublishTaskData): Promise<void>;
}

/**
 * `{hash}-{articleId}-{ms}`: deterministic, and the hash spreads names over the queue's key space
 * (Cloud Tasks slows down on names with sequential prefixes).
 */
export function publishTaskId({ articleId, scheduledFor }: PublishTaskData): string {
  const hash = createHash('sha256').update(`${articleId}@${scheduledFor}`).digest('hex').slice(0, 12);
  return `${hash}-${articleId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 400)}-${scheduledFor}`;
}

/**
 * Locally, firebase-tools' Cloud Tasks emulator runs a task as soon as it is queued, whatever its
 * scheduleTime. `npm start` and `npm test` run a stand-in (scripts/lib/local-tasks.mjs) that holds
 * each task until its time and then hands it to that emulator; in the Functions emulator only, the
 * admin SDK is pointed at it.
 */
function useLocalTaskHolder(env = process.env): void {
  if (env.FUNCTIONS_EMULATOR === 'true' && env.PAUTA_LOCAL_TASKS_HOST)
    env.CLOUD_TASKS_EMULATOR_HOST = env.PAUTA_LOCAL_TASKS_HOST;
}

const alreadyExists = (error: unknown) =>
  typeof (error as { code?: unknown })?.code === 'string' &&
  (error as { code: string }).code.endsWith('already-exists');

export function cloudTasksQueue(): PublishQueue {
  const queue = () => {
    useLocalTaskHolder();
    // The queue lives where its function runs (the admin SDK would otherwise assume Iowa's region).
    return getFunctions().taskQueue<PublishTaskData>(
      `locations/${functionsRegion()}/functions/${PUBLISH_FUNCTIONS.task}`,
    );
  };
  return {
    async enqueue(task, now) {
      if (task.scheduledFor - now > MAX_TASK_LEAD_MS) return 'too-far';
      try {
        await queue().enqueue(task, {
          id: publishTaskId(task),
          scheduleTime: new Date(Math.max(task.scheduledFor, now)),
        });
        return 'queued';
      } catch (error) {
        if (alreadyExists(error)) return 'exists';
        throw error;
      }
    },
    async cancel(task) {
      await queue().delete(publishTaskId(task));
    },
  };
}
