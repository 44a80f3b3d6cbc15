import { describe, expect, it } from 'vitest';
import { verifiedCaller } from './verified-caller';

describe('verifiedCaller', () => {
  it('is the uid only when the token says the e-mail address is verified', () => {
    expect(verifiedCaller({ uid: 'edna', token: { email_verified: true } })).toBe('edna');
    expect(verifiedCaller({ uid: 'edna', token: { email_verified: false } })).toBeNull();
    expect(verifiedCaller({ uid: 'edna', token: {} })).toBeNull();
    expect(verifiedCaller({ uid: 'edna', token: { email_verified: 'true' } })).toBeNull();
    expect(verifiedCaller(undefined)).toBeNull();
  });
});
