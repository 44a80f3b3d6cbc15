// Site-wide constants (from @pauta/model) and the site URL, which follows the page's origin
// unless a build sets VITE_SITE_URL (canonical URLs must point at the public host).
export { SITE_NAME, SITE_TAGLINE, SITE_DESCRIPTION, SITE_KEYWORDS, DEFAULT_AUTHOR } from './model';

export function siteUrl(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl()}${path}`);
