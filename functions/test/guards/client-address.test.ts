// The client's address is what the platform wrote, never a header the client chose
// (functions/src/guards/client-address.ts, docs/security.md "Client addresses").
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from '../../src/guards/client-address';

const READER = '203.0.113.7';
const FASTLY = '151.101.1.1';
const FRONT_END = '35.191.0.9';

describe('clientAddress', () => {
  it('never believes Fastly-Client-IP, whatever it says', () => {
    expect(clientAddress({ 'fastly-client-ip': '198.51.100.1', 'x-forwarded-for': READER }, '10.0.0.1')).toBe(READER);
    expect(clientAddress({ 'fastly-client-ip': '198.51.100.1' }, undefined)).toBe('');
  });

  it('called at the function’s own URL: the entry Google’s front end appended, not what the caller wrote', () => {
    // Google appends the caller's real address to whatever X-Forwarded-For the caller sent.
    expect(clientAddress({ 'x-forwarded-for': `198.51.100.1, 198.51.100.2, ${READER}` }, '10.0.0.1')).toBe(READER);
    // A caller writing a CDN or private address first gains nothing: Google's entry comes after it.
    expect(clientAddress({ 'x-forwarded-for': `198.51.100.1, ${FASTLY}, ${READER}` }, '10.0.0.1')).toBe(READER);
  });

  it('through Hosting: the address the CDN appended, past the CDN and Google’s front end', () => {
    expect(clientAddress({ 'x-forwarded-for': `198.51.100.1, ${READER}, ${FASTLY}` }, '10.0.0.1')).toBe(READER);
    expect(clientAddress({ 'x-forwarded-for': `${READER}, ${FASTLY}, ${FRONT_END}` }, '10.0.0.1')).toBe(READER);
    expect(clientAddress({ 'x-forwarded-for': `2001:db8::5, 2a04:4e42::1` }, undefined)).toBe('2001:db8::5');
  });

  it('stops at a malformed entry: what lies left of it is nobody’s word', () => {
    expect(clientAddress({ 'x-forwarded-for': `${READER}, <script>, ${FASTLY}` }, '10.0.0.1')).toBe(FASTLY);
    expect(clientAddress({ 'x-forwarded-for': 'desconhecido' }, '::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('falls back to the socket, else to one shared "unknown" client', () => {
    expect(clientAddress({}, '::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(clientAddress({}, undefined)).toBe('');
  });

  it('PAUTA_TRUSTED_PROXIES adds proxies (a hop seen in production logs)', () => {
    const proxies = trustedProxies('34.120.0.0/16, 2001:db8:ffff::1');
    expect(clientAddress({ 'x-forwarded-for': `${READER}, 34.120.5.5` }, undefined, proxies)).toBe(READER);
    expect(clientAddress({ 'x-forwarded-for': `${READER}, 2001:db8:ffff::1` }, undefined, proxies)).toBe(READER);
    expect(clientAddress({ 'x-forwarded-for': `${READER}, 34.120.5.5` }, undefined)).toBe('34.120.5.5');
  });
});
