// The pt-BR texts fetchNews returns in `error` or throws. Never a stack trace or a provider's raw text.
export const NEWS_ERRORS = {
  unauthenticated: 'Usuário não autenticado',
  notStaff: 'Apenas administradores e editores podem buscar notícias.',
  invalidCategory: 'Categoria de notícias inválida.',
  invalidText: 'O termo de pesquisa deve ter no máximo 200 caracteres.',
  invalidPage: 'Página inválida.',
  profile: 'Erro ao verificar permissões do usuário',
  providers: 'Os provedores de notícias não responderam. Tente novamente em alguns minutos.',
  rateLimited: 'Muitas buscas novas em pouco tempo. Aguarde um minuto e tente novamente.',
  unexpected: 'Erro inesperado ao buscar notícias.',
} as const;

/** A provider call that failed; `reason` is for logs only (never sent to the browser). */
export class ProviderError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ProviderError';
  }
}
