// Site-wide constants used by metadata, header and footer. The site URL follows the page's origin
// unless a build sets VITE_SITE_URL (canonical URLs must point at the public host).
export const SITE_NAME = 'Pauta';
export const SITE_TAGLINE = 'Notícias sobre tecnologia, inovação, educação e desenvolvimento pessoal';
export const SITE_DESCRIPTION =
  'Pauta é um blog de notícias em português sobre tecnologia, inovação, educação e desenvolvimento pessoal, com análises claras e atualizadas.';
export const SITE_KEYWORDS = 'notícias, tecnologia, inovação, educação, desenvolvimento pessoal, blog';
export const DEFAULT_AUTHOR = 'Equipe Pauta';

export function siteUrl(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl()}${path}`);
