// The digest's dependencies from the deployed configuration (shared by the schedule and the admin's
// 'Enviar resumo agora').
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { newsletterConfig } from './config';
import type { DigestDeps } from './digest';
import { smtpSender } from './mail-sender';
import { readMailSite } from './site';

export async function configuredDigestDeps(db: Firestore = getFirestore()): Promise<DigestDeps> {
  const config = newsletterConfig();
  return {
    db,
    sender: smtpSender(config.smtp, config.from, config.replyTo),
    site: await readMailSite(db),
    tokenSecret: config.tokenSecret,
    now: Date.now,
    sendRate: config.sendRate,
    batchSize: config.batchSize,
    concurrency: config.smtp.maxConnections,
    log: (message, error) => (error ? logger.error(message, error) : logger.warn(message)),
  };
}
