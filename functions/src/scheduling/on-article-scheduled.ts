// Firestore trigger: keeps the publish queue in step with the articles. Scheduling queues the
// article's task; rescheduling cancels the old one and queues the new one; cancelling (back to a
// draft), publishing now and deleting cancel what is pending. The task re-checks the article when it
// runs, and the sweep publishes anything a lost task missed, so a failure here delays, never loses.
import * as logger from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { TRIGGER_DOCUMENTS } from '@pauta/model';
import { cloudTasksQueue, type PublishQueue } from './publish-queue';
import { scheduleChange } from './schedule-change';

export async function syncPublishQueue(
  queue: PublishQueue,
  articleId: string,
  before: Parameters<typeof scheduleChange>[1],
  after: Parameters<typeof scheduleChange>[2],
  now: number,
): Promise<void> {
  const { cancel, enqueue } = scheduleChange(articleId, before, after);
  if (cancel) await queue.cancel(cancel);
  if (enqueue) {
    const result = await queue.enqueue(enqueue, now);
    if (result === 'too-far') logger.info(`agendamento de ${articleId} a mais de 29 dias: a varredura o publica`);
  }
}

export const onArticleScheduled = onDocumentWritten(TRIGGER_DOCUMENTS.article, async (event) => {
  await syncPublishQueue(
    cloudTasksQueue(),
    event.params.id,
    event.data?.before.data(),
    event.data?.after.data(),
    Date.now(),
  );
});
