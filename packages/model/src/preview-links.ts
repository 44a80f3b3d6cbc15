// Preview links: '/previa/{token}' shows a draft, rendered by the render function, to anyone holding
// the link, without signing in. The token (128 random bits) is given out once, when the link is
// made; only its SHA-256 is stored, as the id of previewLinks/{hash}, which no client can read or
// list (no rule matches it): links are made, listed and revoked through the previewLinks callable.

/**
 * previewLinks/{sha256 of the token, hex} and previewCallers/{uid} (links made per person, for the
 * callable's limit): functions only.
 */
export const PREVIEW_COLLECTIONS = { links: 'previewLinks', callers: 'previewCallers' } as const;

export const PREVIEW_PATH_PREFIX = '/previa/';
export const previewPath = (token: string) => `${PREVIEW_PATH_PREFIX}${token}`;

/** 16 random bytes, base64url without padding: 22 characters. */
export const PREVIEW_TOKEN_BYTES = 16;
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** How long a link lives: 8 hours unless asked otherwise, at most 7 days. */
export const PREVIEW_EXPIRY_HOURS = { default: 8, min: 1, max: 7 * 24 } as const;
/** The choices the editor offers. */
export const PREVIEW_EXPIRY_CHOICES = [8, 24, 72, 168] as const;

export const PREVIEW_REVOKE_REASONS = ['manual', 'published'] as const;
export type PreviewRevokeReason = (typeof PREVIEW_REVOKE_REASONS)[number];

export interface PreviewLinkDoc<Time = unknown> {
  articleId: string;
  createdBy: string;
  createdByName: string;
  createdAt: Time;
  expiresAt: Time;
  revokedAt: Time | null;
  revokedBy: string | null;
  revokedReason: PreviewRevokeReason | null;
}

export type PreviewLinksRequest =
  | { action: 'create'; articleId: string; hours?: number }
  | { action: 'list'; articleId: string }
  | { action: 'revoke'; articleId: string; linkId: string };

/** A live link as the editor lists it (never its token). Times are ISO 8601. */
export interface PreviewLinkSummary {
  id: string;
  createdByName: string;
  createdAt: string;
  expiresAt: string;
}

/** The answer to 'create': the only time the link's address (with its token) is given out. */
export interface CreatedPreviewLink extends PreviewLinkSummary {
  path: string;
}

export const PREVIEW_LINK_ERRORS = {
  unauthenticated: 'Usuário não autenticado',
  badRequest: 'Pedido inválido',
  notFound: 'Artigo não encontrado',
  forbidden: 'Você não tem permissão para compartilhar prévias deste artigo',
  published: 'O artigo já está publicado: compartilhe o endereço dele',
  linkNotFound: 'Link de prévia não encontrado',
  rateLimited: 'Muitos links de prévia em pouco tempo. Tente novamente em alguns minutos.',
} as const;
