// Errors an auth provider may put in the address hash after an email link.

export type AuthHashError = { kind: 'expired' } | { kind: 'other'; description: string | null };

export const LINK_EXPIRED_TITLE = 'Link expirado';
export const LINK_EXPIRED_SITE = 'O link de verificação expirou. Por favor, solicite um novo link na página de login.';
export const LINK_EXPIRED_ADMIN = 'O link de verificação expirou. Por favor, solicite um novo link abaixo.';
export const AUTH_ERROR_TITLE = 'Erro de autenticação';
export const AUTH_ERROR_DEFAULT = 'Ocorreu um erro durante a autenticação.';

/** `#error=access_denied&error_description=...`: expired when the description mentions 'expired'. */
export function parseAuthHashError(hash: string): AuthHashError | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  if (!error) return null;
  const description = params.get('error_description')?.trim() || null;
  if (error === 'access_denied' && description?.toLowerCase().includes('expired')) return { kind: 'expired' };
  return { kind: 'other', description };
}

/** The toast for a hash error; `where` picks the admin page's wording of the expired text. */
export function authHashErrorToast(error: AuthHashError, where: 'site' | 'admin'): { title: string; message: string } {
  if (error.kind === 'expired')
    return { title: LINK_EXPIRED_TITLE, message: where === 'admin' ? LINK_EXPIRED_ADMIN : LINK_EXPIRED_SITE };
  return { title: AUTH_ERROR_TITLE, message: error.description ?? AUTH_ERROR_DEFAULT };
}
