// How an article route names its article: /artigo/{slug}, /artigo/id/{id} and the older /artigo/{id}.
import { articleSlugPath, LIMITS, SLUG_PATTERN } from '@pauta/model';

export const isValidSlug = (value: string) => value.length <= LIMITS.slugMax && SLUG_PATTERN.test(value);

export type ArticleRef = { kind: 'slug'; slug: string } | { kind: 'id'; id: string };

/** The reference for the route params; a /artigo/{x} that cannot be a slug is an id. */
export function articleRefFromParams(params: { slug?: string; id?: string }): ArticleRef | null {
  if (params.id) return { kind: 'id', id: params.id };
  if (!params.slug) return null;
  return isValidSlug(params.slug) ? { kind: 'slug', slug: params.slug } : { kind: 'id', id: params.slug };
}

export const refKey = (ref: ArticleRef) => (ref.kind === 'slug' ? ref.slug : `id:${ref.id}`);

/**
 * The URL to replace the current one with once the article has loaded, or null to keep it.
 * Only the older /artigo/{id} form is replaced; /artigo/id/{id} is a stable fallback URL.
 */
export function canonicalReplacement(pathname: string, article: { id: string; slug: string }): string | null {
  if (!article.slug) return null;
  const match = /^\/artigo\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const segment = decodeURIComponent(match[1]!);
  return segment !== article.slug ? articleSlugPath(article.slug) : null;
}
