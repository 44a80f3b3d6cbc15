// Signed links: a confirmation token is bound to its subscriber, purpose and pending period and
// expires after 7 days; an unsubscribe token never expires; nothing unsigned or altered passes.
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../src/newsletter/tokens';
import { confirmLink, unsubscribeLink } from '../../src/newsletter/links';

const SECRET = 'segredo-de-teste';
const NOW = Date.parse('2025-03-10T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const site = { title: 'Pauta', baseUrl: 'https://pauta.example' };

const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;

describe('newsletter tokens', () => {
  it('a confirmation link verifies until 7 days after it was made, then is expired', () => {
    const token = tokenOf(confirmLink(site, SECRET, 'sub1', 'nonce1', NOW));
    expect(verifyToken(SECRET, token, 'confirm', NOW)).toEqual({
      ok: true,
      claims: { purpose: 'confirm', subscriberId: 'sub1', nonce: 'nonce1', expiresAt: NOW + 7 * DAY },
    });
    expect(verifyToken(SECRET, token, 'confirm', NOW + 7 * DAY - 1).ok).toBe(true);
    expect(verifyToken(SECRET, token, 'confirm', NOW + 7 * DAY)).toEqual({ ok: false, reason: 'expired' });
  });

  it('an unsubscribe link never expires', () => {
    const token = tokenOf(unsubscribeLink(site, SECRET, 'sub1'));
    expect(verifyToken(SECRET, token, 'unsubscribe', NOW + 3650 * DAY)).toMatchObject({
      ok: true,
      claims: { subscriberId: 'sub1' },
    });
  });

  it('the links live on the configured site', () => {
    expect(confirmLink(site, SECRET, 's', 'n', NOW)).toMatch(/^https:\/\/pauta\.example\/newsletter\/confirmar\?t=/);
    expect(unsubscribeLink(site, SECRET, 's')).toMatch(/^https:\/\/pauta\.example\/newsletter\/cancelar\?t=/);
  });

  it('rejects a token used for the other purpose', () => {
    const unsubscribe = signToken(SECRET, { purpose: 'unsubscribe', subscriberId: 's' });
    const confirm = signToken(SECRET, { purpose: 'confirm', subscriberId: 's', nonce: 'n', expiresAt: NOW + DAY });
    expect(verifyToken(SECRET, unsubscribe, 'confirm', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(SECRET, confirm, 'unsubscribe', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('rejects altered, foreign-key and malformed tokens', () => {
    const token = signToken(SECRET, { purpose: 'unsubscribe', subscriberId: 'sub1' });
    const [body, signature] = token.split('.') as [string, string];
    const otherBody = Buffer.from(JSON.stringify({ p: 'u', s: 'sub2' })).toString('base64url');
    for (const bad of [
      `${otherBody}.${signature}`,
      `${body}.${signature.slice(0, -2)}AA`,
      signToken('outro-segredo', { purpose: 'unsubscribe', subscriberId: 'sub1' }),
      `${token}.x`,
      '',
      'abc',
      42,
      undefined,
      'x'.repeat(2000),
    ])
      expect(verifyToken(SECRET, bad, 'unsubscribe', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken('', token, 'unsubscribe', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses to sign with an empty secret', () => {
    expect(() => signToken('', { purpose: 'unsubscribe', subscriberId: 's' })).toThrow();
  });
});
