// Document ids derived from what they key: a subscriber's id is the SHA-256 of its normalized
// address (so "one record per address" is one document a transaction can lock), a client IP's
// limit record the SHA-256 of the IP (the raw IP is kept only in the consent record).
import { createHash, randomBytes } from 'node:crypto';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** newsletterSubscribers/{id} of a normalized address. */
export const subscriberIdOf = (normalizedEmail: string) => sha256(`email:${normalizedEmail}`);

/** newsletterLimits/{id} of a client IP. */
export const ipLimitIdOf = (ip: string) => `ip-${sha256(`ip:${ip}`).slice(0, 40)}`;

/** newsletterLimits/{id} counting the mails of one clock hour (`hour` = epoch ms / 3,600,000). */
export const mailHourIdOf = (hour: number) => `mails-${hour}`;

/** newsletterLimits/{id} counting one recipient domain's mails of one clock hour. */
export const domainHourIdOf = (domain: string, hour: number) =>
  `domain-${sha256(`domain:${domain}`).slice(0, 40)}-${hour}`;

export const newNonce = () => randomBytes(9).toString('base64url');

/** The times within the window (ms), from a stored array that may hold anything. */
export function recentTimes(stored: unknown, now: number, windowMs: number): number[] {
  return (Array.isArray(stored) ? stored : []).filter(
    (t): t is number => typeof t === 'number' && t > now - windowMs && t <= now,
  );
}
