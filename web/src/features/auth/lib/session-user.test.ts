import { describe, expect, it } from 'vitest';
import {
  displayNameFor,
  firstNameOf,
  initialsOf,
  needsEmailVerification,
  providerPhoto,
  toSessionUser,
  type AuthUserLike,
} from './session-user';

const base: AuthUserLike = {
  uid: 'u1',
  email: 'maria.souza@pauta.dev',
  displayName: null,
  photoURL: null,
  emailVerified: false,
  providerData: [{ providerId: 'password', photoURL: null }],
};

describe('session user', () => {
  it('falls back to the email’s local part, then to Usuário', () => {
    expect(displayNameFor('  Maria Souza ', 'x@y')).toBe('Maria Souza');
    expect(displayNameFor('', 'maria.souza@pauta.dev')).toBe('maria.souza');
    expect(displayNameFor(null, null)).toBe('Usuário');
  });

  it('takes up to two initials', () => {
    expect(initialsOf('Maria Souza Lima')).toBe('MS');
    expect(initialsOf('ana')).toBe('A');
    expect(initialsOf('  élio   braga ')).toBe('ÉB');
    expect(initialsOf('')).toBe('');
  });

  it('first name', () => {
    expect(firstNameOf(' Maria Souza')).toBe('Maria');
  });

  it('every account with an unverified address needs verification, whatever its provider', () => {
    expect(needsEmailVerification(base)).toBe(true);
    expect(needsEmailVerification({ ...base, emailVerified: true })).toBe(false);
    expect(needsEmailVerification({ ...base, providerData: [{ providerId: 'google.com' }] })).toBe(true);
    expect(needsEmailVerification({ ...base, emailVerified: true, providerData: [{ providerId: 'google.com' }] })).toBe(
      false,
    );
  });

  it('uses the provider photo and the profile fields', () => {
    const google = { ...base, providerData: [{ providerId: 'google.com', photoURL: 'https://p/1.png' }] };
    expect(providerPhoto(google)).toBe('https://p/1.png');
    expect(
      toSessionUser(google, { name: 'Maria', email: 'maria.souza@pauta.dev', role: 'user', avatarUrl: null }),
    ).toEqual({
      id: 'u1',
      name: 'Maria',
      email: 'maria.souza@pauta.dev',
      role: 'user',
      avatarUrl: 'https://p/1.png',
    });
  });
});
