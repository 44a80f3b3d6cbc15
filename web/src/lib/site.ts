// The site URL, which follows the page's origin unless a build sets VITE_SITE_URL (canonical URLs
// must point at the public host). The site's texts are @pauta/model's.

export function siteUrl(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}
