// The publish task queue's function: one task per scheduled article, delivered at its time by Cloud
// Tasks (queued by ./on-article-scheduled). Publishing goes through the one publish step, which
// re-checks the article: a task delivered twice, or for a schedule that changed, publishes nothing.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { PublishTaskData } from '@pauta/model';
import { runPublication, type PublishOutcome } from './run-publication';

/** The task's payload, or null for anything that is not one (nothing is read for it). */
export function parsePublishTask(data: unknown): PublishTaskData | null {
  const { articleId, scheduledFor } = (data ?? {}) as Record<string, unknown>;
  if (typeof articleId !== 'string' || !/^[^/]{1,200}$/.test(articleId) || articleId.startsWith('__')) return null;
  if (typeof scheduledFor !== 'number' || !Number.isSafeInteger(scheduledFor) || scheduledFor < 0) return null;
  return { articleId, scheduledFor };
}

export async function handlePublishTask(
  db: Firestore,
  data: unknown,
  clock: () => number = Date.now,
): Promise<PublishOutcome | null> {
  const task = parsePublishTask(data);
  if (!task) {
    logger.warn('tarefa de publicação inválida: ignorada', { data });
    return null;
  }
  const outcome = await runPublication(db, { kind: 'due', ...task, via: 'task' }, clock);
  // Delivered before its time (clocks apart): an error makes the queue deliver it again.
  if (outcome.status === 'not-due') throw new HttpsError('unavailable', 'Ainda não é a hora desta publicação.');
  return outcome;
}

// Up to 6 publications at a time: 200 articles of one minute go out in seconds, and the local Functions
// emulator (one process per concurrent request) stays within a laptop.
export const publishScheduledArticle = onTaskDispatched<PublishTaskData>(
  {
    retryConfig: { maxAttempts: 10, minBackoffSeconds: 5, maxBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 6 },
    timeoutSeconds: 60,
  },
  async (request) => {
    await handlePublishTask(getFirestore(), request.data);
  },
);
