// The scheduled digest: every day at 07h00 Brasília time. A run that leaves failed copies throws,
// so Cloud Scheduler retries it; the retry resumes the same edition (its id is the day) and sends
// only the copies that have not gone out.
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { NEWSLETTER_SECRETS } from './config';
import { runDigest } from './digest';
import { configuredDigestDeps } from './digest-deps';
import { DIGEST_HOUR, DIGEST_TIME_ZONE } from './digest-window';

export const newsletterDigest = onSchedule(
  {
    schedule: `0 ${DIGEST_HOUR} * * *`,
    timeZone: DIGEST_TIME_ZONE,
    retryCount: 3,
    timeoutSeconds: 1800,
    memory: '512MiB',
    secrets: NEWSLETTER_SECRETS,
  },
  async () => {
    const result = await runDigest('schedule', await configuredDigestDeps());
    logger.info('newsletter: digest', result);
    if (result.retryable > 0)
      throw new Error(`newsletter: ${result.retryable} cópias do resumo ${result.digestId} falharam; nova tentativa`);
  },
);
