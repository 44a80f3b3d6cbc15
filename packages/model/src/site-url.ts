// The site URL an admin configures (settings/site.siteUrl) as the base of absolute links: canonical
// URLs, sitemaps and feeds.

/** A configured site URL as a base for absolute links (origin and path, no trailing slash), or null unless http(s). */
export function siteBaseUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}
