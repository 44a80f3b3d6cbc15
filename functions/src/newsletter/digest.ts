// The daily digest ('Resumo Pauta'): the articles published in its window, mailed to every
// confirmed subscriber in batches at a configured rate. Each edition is a document
// (newsletterDigests/{id}) holding what it lists, so a retried or resumed run sends the same
// content; each subscriber's copy has a send record (sends/{subscriberId}) claimed in a transaction
// before the mail goes out, so a retried batch never sends anyone a second copy.
import { type DocumentReference, type DocumentSnapshot, type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  articlePath,
  NEWSLETTER_COLLECTIONS,
  NEWSLETTER_LIMITS,
  type DigestArticle,
  type DigestTrigger,
  type NewsletterDigestDoc,
  type NewsletterSendResult,
} from '@pauta/model';
import { cardOf, publishedArticleCards } from '../lib/firestore';
import { digestIdFor, scheduledWindowEnd, windowStartFor, DIGEST_WINDOW_MS } from './digest-window';
import { unsubscribeLink } from './links';
import type { MailSender } from './mail-sender';
import { digestContent, digestMail, digestSubject, type DigestContent } from './mail-templates';
import type { MailSite } from './site';

/** A copy that failed this many times is not tried again. */
export const MAX_SEND_ATTEMPTS = 3;

export interface DigestDeps {
  db: Firestore;
  sender: MailSender;
  site: MailSite;
  tokenSecret: string;
  now: () => number;
  /** Mails per second, at most. */
  sendRate: number;
  batchSize: number;
  /** Mails in flight at once (the SMTP pool's connections). */
  concurrency: number;
  log: (message: string, error?: unknown) => void;
}

type DigestDoc = NewsletterDigestDoc<Timestamp>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spaces the starts of sends 1/rate seconds apart, across every batch of a run. */
function pacer(rate: number) {
  const interval = 1000 / rate;
  let nextStart = 0;
  return async () => {
    const wait = nextStart - Date.now();
    if (wait > 0) await sleep(wait);
    nextStart = Math.max(nextStart, Date.now()) + interval;
  };
}

/** The published articles of [start, end), newest first, as the digest lists them (from their cards). */
export async function selectDigestArticles(db: Firestore, start: number, end: number): Promise<DigestArticle[]> {
  const snap = await publishedArticleCards(db)
    .where('publishedAt', '>=', Timestamp.fromMillis(start))
    .where('publishedAt', '<', Timestamp.fromMillis(end))
    .orderBy('publishedAt', 'desc')
    .limit(NEWSLETTER_LIMITS.digestArticlesMax)
    .get();
  return snap.docs.map((d) => {
    const card = cardOf(d);
    return {
      id: card.id,
      title: card.title,
      excerpt: card.excerpt,
      path: articlePath(card),
      category: card.category,
      publishedAt: (card.publishedAt ?? new Date(start)).toISOString(),
    };
  });
}

async function previousWindowEnd(db: Firestore, end: number): Promise<number | null> {
  const snap = await db
    .collection(NEWSLETTER_COLLECTIONS.digests)
    .where('windowEnd', '<', Timestamp.fromMillis(end))
    .orderBy('windowEnd', 'desc')
    .limit(1)
    .get();
  const last = snap.docs[0]?.get('windowEnd') as Timestamp | undefined;
  return last ? last.toMillis() : null;
}

/** Creates the edition (or finds the one a previous attempt created) and returns it. */
async function openDigest(deps: DigestDeps, ref: DocumentReference, trigger: DigestTrigger, end: number) {
  const existing = await ref.get();
  if (existing.exists) return existing.data() as DigestDoc;
  const start = windowStartFor(end, await previousWindowEnd(deps.db, end));
  const articles = await selectDigestArticles(deps.db, start, end);
  const now = Timestamp.fromMillis(deps.now());
  const doc: DigestDoc = {
    status: articles.length ? 'sending' : 'empty',
    trigger,
    windowStart: Timestamp.fromMillis(start),
    windowEnd: Timestamp.fromMillis(end),
    subject: digestSubject(deps.site, new Date(end)),
    articles,
    sent: 0,
    failed: 0,
    createdAt: now,
    updatedAt: now,
    finishedAt: articles.length ? null : now,
  };
  return deps.db.runTransaction(async (tx) => {
    const again = await tx.get(ref);
    if (again.exists) return again.data() as DigestDoc;
    tx.create(ref, doc);
    return doc;
  });
}

interface Claim {
  subscriberId: string;
  email: string;
  attempt: number;
}

/**
 * Claims this batch's copies: a subscriber still confirmed, with no send record (or a failed one
 * with attempts left) gets a 'sending' record. A copy claimed by a run that then died stays
 * 'sending' and is not sent again: a second copy is worse than a missing one.
 */
async function claimBatch(deps: DigestDeps, digest: DocumentReference, subscribers: DocumentSnapshot[]) {
  const sends = subscribers.map((s) => digest.collection(NEWSLETTER_COLLECTIONS.sends).doc(s.id));
  return deps.db.runTransaction(
    async (tx) => {
      const [fresh, records] = await Promise.all([tx.getAll(...subscribers.map((s) => s.ref)), tx.getAll(...sends)]);
      const claims: Claim[] = [];
      const now = Timestamp.fromMillis(deps.now());
      fresh.forEach((sub, i) => {
        if (sub.get('status') !== 'confirmed') return;
        const record = records[i]!;
        const attempts = Number(record.get('attempts') ?? 0);
        const retryable = record.get('status') === 'failed' && !record.get('permanent') && attempts < MAX_SEND_ATTEMPTS;
        if (record.exists && !retryable) return;
        tx.set(sends[i]!, { status: 'sending', attempts: attempts + 1, claimedAt: now, error: null, permanent: false });
        claims.push({ subscriberId: sub.id, email: String(sub.get('email')), attempt: attempts + 1 });
      });
      return claims;
    },
    { maxAttempts: 10 },
  );
}

/**
 * Sends the claimed copies at most `sendRate` per second, `concurrency` at a time, records each
 * outcome and returns how many failed copies a later run may still retry.
 */
async function sendClaims(
  deps: DigestDeps,
  digest: DocumentReference,
  content: DigestContent,
  claims: Claim[],
  pace: () => Promise<void>,
): Promise<number> {
  const inFlight = new Set<Promise<void>>();
  const results: { claim: Claim; error: string | null; permanent: boolean }[] = [];
  for (const claim of claims) {
    while (inFlight.size >= deps.concurrency) await Promise.race(inFlight);
    const mail = digestMail(
      deps.site,
      content,
      claim.email,
      unsubscribeLink(deps.site, deps.tokenSecret, claim.subscriberId),
    );
    // Paced right before the send, so the slot is the send's own start, not the mail's building.
    await pace();
    const task = deps.sender.send(mail).then(
      () => void results.push({ claim, error: null, permanent: false }),
      (error: unknown) => {
        const permanent = Boolean((error as { permanent?: boolean }).permanent);
        results.push({ claim, error: error instanceof Error ? error.message : String(error), permanent });
      },
    );
    const tracked = task.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
  const batch = deps.db.batch();
  const now = Timestamp.fromMillis(deps.now());
  for (const r of results) {
    const ref = digest.collection(NEWSLETTER_COLLECTIONS.sends).doc(r.claim.subscriberId);
    batch.set(
      ref,
      r.error === null
        ? { status: 'sent', attempts: r.claim.attempt, sentAt: now, error: null, permanent: false }
        : {
            status: 'failed',
            attempts: r.claim.attempt,
            failedAt: now,
            error: r.error.slice(0, 500),
            permanent: r.permanent,
          },
    );
  }
  await batch.commit();
  for (const r of results)
    if (r.error) deps.log(`newsletter: digest copy for ${r.claim.subscriberId} failed: ${r.error}`);
  return results.filter((r) => r.error !== null && !r.permanent && r.claim.attempt < MAX_SEND_ATTEMPTS).length;
}

/** Recounts the edition's copies from its send records (exact across retries and parallel runs). */
async function recount(digest: DocumentReference) {
  const sends = digest.collection(NEWSLETTER_COLLECTIONS.sends);
  const [sent, failed] = await Promise.all([
    sends.where('status', '==', 'sent').count().get(),
    sends.where('status', '==', 'failed').count().get(),
  ]);
  return { sent: sent.data().count, failed: failed.data().count };
}

export interface DigestRunResult extends NewsletterSendResult {
  /** Copies that failed in this run and a rerun of the edition would try again. */
  retryable: number;
}

/**
 * Runs (or resumes) an edition: the scheduled one of today's 07h00, or an on-demand one ending now.
 * Returns its counts; `failed` copies are retried by the next run of the same edition.
 */
export async function runDigest(trigger: DigestTrigger, deps: DigestDeps): Promise<DigestRunResult> {
  const end = trigger === 'schedule' ? scheduledWindowEnd(deps.now()) : deps.now();
  const id = digestIdFor(trigger, end);
  const ref = deps.db.collection(NEWSLETTER_COLLECTIONS.digests).doc(id);
  const doc = await openDigest(deps, ref, trigger, end);
  if (doc.status === 'empty')
    return { digestId: id, status: 'empty', articleCount: 0, sent: 0, failed: 0, retryable: 0 };

  const windowMs = doc.windowEnd.toMillis() - doc.windowStart.toMillis();
  const content = digestContent(deps.site, doc.subject, doc.articles, windowMs >= DIGEST_WINDOW_MS);
  let cursor: DocumentSnapshot | undefined;
  let retryable = 0;
  const pace = pacer(deps.sendRate);
  for (;;) {
    let query = deps.db
      .collection(NEWSLETTER_COLLECTIONS.subscribers)
      .where('status', '==', 'confirmed')
      .orderBy('__name__')
      .limit(deps.batchSize);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    if (page.empty) break;
    const claims = await claimBatch(deps, ref, page.docs);
    if (claims.length) retryable += await sendClaims(deps, ref, content, claims, pace);
    cursor = page.docs[page.docs.length - 1];
    if (page.size < deps.batchSize) break;
  }

  const counts = await recount(ref);
  const now = Timestamp.fromMillis(deps.now());
  await ref.update({ status: 'sent', ...counts, updatedAt: now, finishedAt: now });
  return { digestId: id, status: 'sent', articleCount: doc.articles.length, ...counts, retryable };
}
