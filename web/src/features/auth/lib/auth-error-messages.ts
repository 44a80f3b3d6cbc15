// Firebase (Auth, Firestore, Functions) error codes → the pt-BR text a person may see.
// The SDKs' own messages are English and never reach the screen: an unknown code shows the fallback.

export const INVALID_CREDENTIALS = 'Credenciais inválidas. Por favor, tente novamente.';

const MESSAGES: Record<string, string> = {
  'auth/wrong-password': INVALID_CREDENTIALS,
  'auth/invalid-credential': INVALID_CREDENTIALS,
  'auth/invalid-login-credentials': INVALID_CREDENTIALS,
  'auth/user-not-found': INVALID_CREDENTIALS,
  'auth/missing-password': 'Informe a sua senha.',
  'auth/missing-email': 'Informe o seu email.',
  'auth/invalid-email': 'O email informado é inválido.',
  'auth/too-many-requests': 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
  'auth/email-already-in-use': 'Este email já está cadastrado. Faça login ou use outro email.',
  'auth/weak-password': 'A senha é muito fraca: use pelo menos 6 caracteres.',
  'auth/password-does-not-meet-requirements': 'A senha não atende aos requisitos de segurança.',
  'auth/user-disabled': 'Esta conta foi desativada. Fale com um administrador.',
  'auth/operation-not-allowed': 'Este método de login não está habilitado.',
  'auth/popup-closed-by-user': 'A janela de login foi fechada antes da conclusão.',
  'auth/cancelled-popup-request': 'A janela de login foi fechada antes da conclusão.',
  'auth/user-cancelled': 'O login foi cancelado.',
  'auth/popup-blocked': 'O navegador bloqueou a janela de login. Permita pop-ups e tente novamente.',
  'auth/account-exists-with-different-credential': 'Já existe uma conta com este email usando outro método de login.',
  'auth/credential-already-in-use': 'Esta conta já está vinculada a outro usuário.',
  'auth/network-request-failed': 'Falha de conexão. Verifique sua internet e tente novamente.',
  'auth/timeout': 'O servidor demorou para responder. Tente novamente.',
  'auth/internal-error': 'Erro interno de autenticação. Tente novamente.',
  'auth/user-token-expired': 'Sua sessão expirou. Faça login novamente.',
  'auth/requires-recent-login': 'Por segurança, faça login novamente para continuar.',
  'auth/invalid-user-token': 'Sua sessão expirou. Faça login novamente.',
  'auth/unauthorized-domain': 'Este endereço não está autorizado a fazer login.',
  'auth/expired-action-code': 'O link de verificação expirou. Por favor, solicite um novo link.',
  'auth/invalid-action-code': 'O link de verificação é inválido ou já foi usado.',
  'auth/quota-exceeded': 'Limite de envios atingido. Tente novamente mais tarde.',
  'auth/missing-continue-uri': 'Não foi possível gerar o link de confirmação.',
  'auth/web-storage-unsupported': 'Seu navegador bloqueia o armazenamento necessário para o login.',
  'auth/operation-not-supported-in-this-environment': 'Este navegador não permite este método de login.',
  // Firestore (lite) and Functions use bare codes or a 'functions/' prefix.
  'permission-denied': 'Você não tem permissão para realizar esta ação.',
  unauthenticated: 'Usuário não autenticado',
  unavailable: 'Serviço indisponível no momento. Tente novamente.',
  'deadline-exceeded': 'O servidor demorou para responder. Tente novamente.',
  'not-found': 'Registro não encontrado.',
  'resource-exhausted': 'Limite de uso atingido. Tente novamente mais tarde.',
};

/** Errors this app raises itself carry a pt-BR message that can be shown as is. */
export class UserFacingError extends Error {
  override readonly name = 'UserFacingError';
}

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  if (typeof code !== 'string') return null;
  return code.startsWith('functions/') || code.startsWith('firestore/') ? code.slice(code.indexOf('/') + 1) : code;
}

/** The pt-BR message for `error`; `fallback` when the code is unknown or absent. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof UserFacingError) return error.message;
  const code = codeOf(error);
  return (code && MESSAGES[code]) || fallback;
}

export const knownErrorCodes = (): string[] => Object.keys(MESSAGES);
