// A subscribe request: validate, then in one transaction apply the per-IP limit, create or reuse
// the address's one record and decide which mail (if any) it may receive, within the site's
// hourly mail ceilings (in all and per recipient domain, whatever address the requests claim);
// then send it. Two simultaneous requests for one address serialize on its document: one record,
// and the second sees the first's mail in recentMails, so the cooldown holds it back.
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  isNewsletterSource,
  NEWSLETTER_COLLECTIONS,
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_CONSENT_VERSION,
  NEWSLETTER_LIMITS,
  normalizeEmail,
  type NewsletterSource,
  type NewsletterStatus,
} from '@pauta/model';
import { domainHourIdOf, ipLimitIdOf, mailHourIdOf, newNonce, recentTimes, subscriberIdOf } from './ids';
import { confirmLink, unsubscribeLink } from './links';
import type { MailSender } from './mail-sender';
import { alreadySubscribedMail, confirmationMail } from './mail-templates';
import type { MailSite } from './site';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface SubscribeDeps {
  db: Firestore;
  sender: MailSender;
  site: MailSite;
  tokenSecret: string;
  now: () => number;
  log: (message: string, error?: unknown) => void;
}

export interface SubscribeInput {
  email: unknown;
  source: unknown;
  ip: string | null;
}

/**
 * sent: a mail went out (a confirmation link, or "you are already subscribed"); held: the address
 * had a mail very recently, so none was sent this time (answered like `sent`, which tells a
 * stranger nothing about the address). The other two are the reader's errors.
 */
export type SubscribeOutcome =
  | { kind: 'sent' | 'held'; email: string }
  | { kind: 'invalid' }
  | { kind: 'rate-limited' }
  | { kind: 'failed'; email: string };

type Decision =
  | { kind: 'rate-limited' }
  | { kind: 'held' }
  | { kind: 'mail'; mail: 'confirm' | 'already'; nonce: string; at: number };

export async function subscribe(input: SubscribeInput, deps: SubscribeDeps): Promise<SubscribeOutcome> {
  const email = normalizeEmail(input.email);
  if (!email) return { kind: 'invalid' };
  const source: NewsletterSource = isNewsletterSource(input.source) ? input.source : 'home';
  const id = subscriberIdOf(email);
  const { db } = deps;
  const subscriberRef = db.collection(NEWSLETTER_COLLECTIONS.subscribers).doc(id);
  const limits = db.collection(NEWSLETTER_COLLECTIONS.limits);
  // A request whose address nobody wrote (only locally: production always has Google's) shares one allowance.
  const ipRef = limits.doc(ipLimitIdOf(input.ip ?? 'desconhecido'));
  const domain = email.slice(email.lastIndexOf('@') + 1);

  const decision = await db.runTransaction<Decision>(async (tx) => {
    const now = deps.now();
    const hour = Math.floor(now / HOUR_MS);
    const hourRef = limits.doc(mailHourIdOf(hour));
    const domainRef = limits.doc(domainHourIdOf(domain, hour));
    const [ipSnap, snap, hourSnap, domainSnap] = await Promise.all([
      tx.get(ipRef),
      tx.get(subscriberRef),
      tx.get(hourRef),
      tx.get(domainRef),
    ]);
    const ipHits = recentTimes(ipSnap.get('hits'), now, HOUR_MS);
    if (ipHits.length >= NEWSLETTER_LIMITS.requestsPerIpPerHour) return { kind: 'rate-limited' };
    tx.set(ipRef, {
      hits: [...ipHits, now],
      updatedAt: Timestamp.fromMillis(now),
      expireAt: Timestamp.fromMillis(now + HOUR_MS),
    });

    const status = snap.get('status') as NewsletterStatus | undefined;
    const mails = recentTimes(snap.get('recentMails'), now, DAY_MS);
    const mayMail =
      mails.length < NEWSLETTER_LIMITS.mailsPerAddressPerDay &&
      mails.every((t) => t <= now - NEWSLETTER_LIMITS.addressCooldownSeconds * 1000);
    if (mayMail) {
      // The site's own ceilings, whoever asks: nothing is written for this address when they are reached.
      const sentThisHour = Number(hourSnap.get('count') ?? 0);
      const sentToDomain = Number(domainSnap.get('count') ?? 0);
      if (sentThisHour >= NEWSLETTER_LIMITS.mailsPerHour || sentToDomain >= NEWSLETTER_LIMITS.mailsPerDomainPerHour)
        return { kind: 'rate-limited' };
      const expireAt = Timestamp.fromMillis((hour + 2) * HOUR_MS);
      tx.set(hourRef, { count: sentThisHour + 1, expireAt });
      tx.set(domainRef, { count: sentToDomain + 1, expireAt });
    }
    const stamp = Timestamp.fromMillis(now);
    const recentMails = mayMail ? [...mails, now] : mails;

    if (!snap.exists || status === 'unsubscribed' || !status) {
      // A new address, or one coming back after unsubscribing: a new consent and a new pending period.
      const nonce = newNonce();
      tx.set(subscriberRef, {
        email,
        status: 'pending',
        source,
        consentText: NEWSLETTER_CONSENT_TEXT,
        consentVersion: NEWSLETTER_CONSENT_VERSION,
        consentAt: stamp,
        consentIp: input.ip,
        confirmedAt: null,
        unsubscribedAt: snap.exists ? (snap.get('unsubscribedAt') ?? null) : null,
        confirmNonce: nonce,
        recentMails,
        createdAt: snap.exists ? snap.get('createdAt') : stamp,
        updatedAt: stamp,
      });
      return mayMail ? { kind: 'mail', mail: 'confirm', nonce, at: now } : { kind: 'held' };
    }
    if (!mayMail) return { kind: 'held' };
    tx.update(subscriberRef, { recentMails, updatedAt: stamp });
    return status === 'confirmed'
      ? { kind: 'mail', mail: 'already', nonce: '', at: now }
      : { kind: 'mail', mail: 'confirm', nonce: String(snap.get('confirmNonce') ?? ''), at: now };
  });

  if (decision.kind === 'rate-limited') return decision;
  if (decision.kind === 'held') return { kind: 'held', email };

  const unsubscribeUrl = unsubscribeLink(deps.site, deps.tokenSecret, id);
  const mail =
    decision.mail === 'confirm'
      ? confirmationMail({
          site: deps.site,
          to: email,
          confirmUrl: confirmLink(deps.site, deps.tokenSecret, id, decision.nonce, decision.at),
          unsubscribeUrl,
        })
      : alreadySubscribedMail({ site: deps.site, to: email, unsubscribeUrl });
  try {
    await deps.sender.send(mail);
    return { kind: 'sent', email };
  } catch (error) {
    deps.log(`newsletter: confirmation mail to ${id} failed`, error);
    // The mail did not go out: give its slot back, so the reader may try again at once.
    await subscriberRef.update({ recentMails: FieldValue.arrayRemove(decision.at) }).catch(() => {});
    return { kind: 'failed', email };
  }
}
