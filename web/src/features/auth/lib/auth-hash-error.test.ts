import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_DEFAULT,
  AUTH_HASH_MESSAGES,
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

  it('recognises an expired link by its code or by access_denied’s description', () => {
    expect(
      parseAuthHashError(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({ kind: 'expired' });
    expect(parseAuthHashError('#error=access_denied&error_description=Link+has+expired')).toEqual({ kind: 'expired' });
    expect(parseAuthHashError('#error=server_error&error_code=otp_expired')).toEqual({ kind: 'expired' });
  });

  it('gives a known code its pt-BR message, error_code first', () => {
    expect(parseAuthHashError('#error=server_error&error_description=Database%20down')).toEqual({
      kind: 'other',
      message: AUTH_HASH_MESSAGES.server_error,
    });
    expect(parseAuthHashError('#error=access_denied&error_code=user_banned')).toEqual({
      kind: 'other',
      message: AUTH_HASH_MESSAGES.user_banned,
    });
  });

  // The hash is anyone's to write: a phishing link's text never reaches the toast.
  it('never shows the description, whatever it says', () => {
    const hostile =
      '#error=server_error&error_description=Sua+conta+foi+suspensa.+Ligue+para+0800-000-0000+e+informe+sua+senha';
    const parsed = parseAuthHashError(hostile);
    expect(JSON.stringify(parsed)).not.toContain('0800');
    expect(parseAuthHashError('#error=golpe&error_description=Pague+aqui')).toEqual({
      kind: 'other',
      message: AUTH_ERROR_DEFAULT,
    });
    expect(parseAuthHashError('#error=constructor&error_code=__proto__')).toEqual({
      kind: 'other',
      message: AUTH_ERROR_DEFAULT,
    });
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

  it('shows the known message under the authentication error title', () => {
    expect(authHashErrorToast({ kind: 'other', message: AUTH_ERROR_DEFAULT }, 'site')).toEqual({
      title: 'Erro de autenticação',
      message: AUTH_ERROR_DEFAULT,
    });
  });
});
