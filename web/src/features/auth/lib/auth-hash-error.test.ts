import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_DEFAULT,
  LINK_EXPIRED_ADMIN,
  LINK_EXPIRED_SITE,
  authHashErrorToast,
  parseAuthHashError,
} from './auth-hash-error';

describe('parseAuthHashError', () => {
  it('ignores hashes without an error', () => {
    expect(parseAuthHashError('')).toBeNull();
    expect(parseAuthHashError('#conteudo')).toBeNull();
    expect(parseAuthHashError('#access_token=abc&type=signup')).toBeNull();
  });

  it('recognises access_denied with an expired description', () => {
    expect(
      parseAuthHashError(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({ kind: 'expired' });
  });

  it('treats anything else as a generic error carrying its description', () => {
    expect(parseAuthHashError('#error=server_error&error_description=Database%20down')).toEqual({
      kind: 'other',
      description: 'Database down',
    });
    expect(parseAuthHashError('#error=access_denied')).toEqual({ kind: 'other', description: null });
  });
});

describe('authHashErrorToast', () => {
  it('words the expired link for the site and for the admin page', () => {
    expect(authHashErrorToast({ kind: 'expired' }, 'site')).toEqual({
      title: 'Link expirado',
      message: LINK_EXPIRED_SITE,
    });
    expect(authHashErrorToast({ kind: 'expired' }, 'admin')).toEqual({
      title: 'Link expirado',
      message: LINK_EXPIRED_ADMIN,
    });
  });

  it('falls back to the default authentication error', () => {
    expect(authHashErrorToast({ kind: 'other', description: null }, 'site')).toEqual({
      title: 'Erro de autenticação',
      message: AUTH_ERROR_DEFAULT,
    });
    expect(authHashErrorToast({ kind: 'other', description: 'x' }, 'admin').message).toBe('x');
  });
});
