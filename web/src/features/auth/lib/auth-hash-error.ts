// Errors an auth provider may put in the address hash after an email link. The hash is anyone's to
// write (a link in a phishing mail can carry any text), so the toast never shows what it says: only
// the pt-BR message we keep for each error code we know.

export type AuthHashError = { kind: 'expired' } | { kind: 'other'; message: string };

export const LINK_EXPIRED_TITLE = 'Link expirado';
export const LINK_EXPIRED_SITE = 'O link de verificação expirou. Por favor, solicite um novo link na página de login.';
export const LINK_EXPIRED_ADMIN = 'O link de verificação expirou. Por favor, solicite um novo link abaixo.';
export const AUTH_ERROR_TITLE = 'Erro de autenticação';
export const AUTH_ERROR_DEFAULT = 'Ocorreu um erro durante a autenticação.';

const INVALID_LINK = 'O link de autenticação é inválido. Solicite um novo link na página de login.';

/** The message of each error code (OAuth 2.0's `error` values and the providers' `error_code`s). */
export const AUTH_HASH_MESSAGES: Readonly<Record<string, string>> = {
  access_denied: 'O acesso foi negado. Tente entrar novamente.',
  server_error: 'O serviço de autenticação encontrou um erro. Tente novamente em instantes.',
  temporarily_unavailable: 'O serviço de autenticação está indisponível no momento. Tente novamente em instantes.',
  invalid_request: INVALID_LINK,
  unauthorized_client: INVALID_LINK,
  unsupported_response_type: INVALID_LINK,
  invalid_scope: INVALID_LINK,
  otp_disabled: INVALID_LINK,
  bad_oauth_state: INVALID_LINK,
  email_not_confirmed: 'Email não confirmado. Confirme seu email pelo link que enviamos e tente novamente.',
  user_banned: 'Esta conta está bloqueada. Fale com a equipe do Pauta.',
};

const EXPIRED_CODES = new Set(['otp_expired', 'flow_state_expired']);

const known = (code: string | null) => (code && Object.hasOwn(AUTH_HASH_MESSAGES, code) ? code : null);

/**
 * `#error=access_denied&error_code=otp_expired&error_description=...`: an expired link when the code
 * says so (or access_denied's description mentions 'expired'); else the known message of its
 * error_code or error, else the default. The description itself is never shown.
 */
export function parseAuthHashError(hash: string): AuthHashError | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  if (!error) return null;
  const code = params.get('error_code');
  const description = params.get('error_description')?.toLowerCase() ?? '';
  if ((code && EXPIRED_CODES.has(code)) || (error === 'access_denied' && description.includes('expired')))
    return { kind: 'expired' };
  const key = known(code) ?? known(error);
  return { kind: 'other', message: key ? AUTH_HASH_MESSAGES[key]! : AUTH_ERROR_DEFAULT };
}

/** The toast for a hash error; `where` picks the admin page's wording of the expired text. */
export function authHashErrorToast(error: AuthHashError, where: 'site' | 'admin'): { title: string; message: string } {
  if (error.kind === 'expired')
    return { title: LINK_EXPIRED_TITLE, message: where === 'admin' ? LINK_EXPIRED_ADMIN : LINK_EXPIRED_SITE };
  return { title: AUTH_ERROR_TITLE, message: error.message };
}
