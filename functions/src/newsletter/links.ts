// The signed links every newsletter mail carries.
import { NEWSLETTER_LIMITS, NEWSLETTER_PATHS } from '@pauta/model';
import type { MailSite } from './site';
import { signToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export function confirmLink(site: MailSite, secret: string, subscriberId: string, nonce: string, now: number): string {
  const token = signToken(secret, {
    purpose: 'confirm',
    subscriberId,
    nonce,
    expiresAt: now + NEWSLETTER_LIMITS.confirmTokenDays * DAY_MS,
  });
  return `${site.baseUrl}${NEWSLETTER_PATHS.confirm}?t=${token}`;
}

export function unsubscribeLink(site: MailSite, secret: string, subscriberId: string): string {
  return `${site.baseUrl}${NEWSLETTER_PATHS.unsubscribe}?t=${signToken(secret, { purpose: 'unsubscribe', subscriberId })}`;
}
