// Signed links: base64url(JSON payload) + '.' + base64url(HMAC-SHA256 of it). A confirmation link
// names its subscriber and the pending period it belongs to (confirmNonce) and expires; an
// unsubscribe link never expires, because a mail read months later must still let its reader leave.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';

export interface TokenClaims {
  purpose: TokenPurpose;
  subscriberId: string;
  /** confirm only: the subscriber's confirmNonce when the link was made. */
  nonce?: string;
  /** Expiry in ms since the epoch (confirm only). */
  expiresAt?: number;
}

interface Payload {
  p: 'c' | 'u';
  s: string;
  n?: string;
  x?: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signToken(secret: string, claims: TokenClaims): string {
  if (!secret) throw new Error('newsletter token secret is empty');
  const payload: Payload = { p: claims.purpose === 'confirm' ? 'c' : 'u', s: claims.subscriberId };
  if (claims.nonce) payload.n = claims.nonce;
  if (claims.expiresAt !== undefined) payload.x = Math.floor(claims.expiresAt);
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** Checks the signature first (nothing of an unsigned token is trusted), then the expiry. */
export function verifyToken(secret: string, token: unknown, purpose: TokenPurpose, now: number): TokenCheck {
  if (typeof token !== 'string' || token.length > 1024 || !secret) return { ok: false, reason: 'invalid' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.p !== (purpose === 'confirm' ? 'c' : 'u') || typeof payload.s !== 'string' || !payload.s)
    return { ok: false, reason: 'invalid' };
  if (purpose === 'confirm') {
    if (typeof payload.x !== 'number' || typeof payload.n !== 'string') return { ok: false, reason: 'invalid' };
    if (now >= payload.x) return { ok: false, reason: 'expired' };
  }
  return {
    ok: true,
    claims: { purpose, subscriberId: payload.s, nonce: payload.n, expiresAt: payload.x },
  };
}
