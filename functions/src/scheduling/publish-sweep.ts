// The sweep: every minute, publishes every scheduled article whose time has come. It is what keeps
// the promise when a task is lost, late or was never queued (a schedule more than 29 days ahead, a
// failed trigger), and each publication is the one publish step, so racing a task publishes once.
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '@pauta/model';
import { DUE_TOLERANCE_MS } from './publish-decision';
import { runPublication } from './run-publication';

/** Articles read per query; a larger backlog takes further rounds of the same run. */
const SWEEP_BATCH = 200;
const SWEEP_ROUNDS = 10;
const CONCURRENT_PUBLICATIONS = 6;

export interface SweepResult {
  due: number;
  published: number;
  failed: number;
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

export async function sweepDueArticles(db: Firestore, clock: () => number = Date.now): Promise<SweepResult> {
  const result: SweepResult = { due: 0, published: 0, failed: 0 };
  const failed = new Set<string>();
  for (let round = 0; round < SWEEP_ROUNDS; round++) {
    const due = await db
      .collection(COLLECTIONS.articles)
      .where('status', '==', 'scheduled')
      .where('scheduledFor', '<=', Timestamp.fromMillis(clock() + DUE_TOLERANCE_MS))
      .orderBy('scheduledFor')
      .limit(SWEEP_BATCH)
      .select()
      .get();
    const ids = due.docs.map((d) => d.id).filter((id) => !failed.has(id));
    result.due += ids.length;
    await inPool(ids, CONCURRENT_PUBLICATIONS, async (articleId) => {
      try {
        const outcome = await runPublication(db, { kind: 'due', articleId, scheduledFor: null, via: 'sweep' }, clock);
        if (outcome.status === 'published') result.published++;
      } catch (error) {
        failed.add(articleId);
        result.failed++;
        logger.error(`varredura: não foi possível publicar ${articleId}`, error);
      }
    });
    if (due.size < SWEEP_BATCH) break;
  }
  return result;
}

export const publishDueArticles = onSchedule(
  { schedule: '* * * * *', retryCount: 0, timeoutSeconds: 300, maxInstances: 1 },
  async () => {
    const result = await sweepDueArticles(getFirestore());
    if (result.published > 0 || result.failed > 0) logger.info('varredura de agendamentos', result);
    if (result.failed > 0) throw new Error(`varredura: ${result.failed} publicação(ões) falharam`);
  },
);
