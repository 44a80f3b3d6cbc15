// robots.txt: everything public may be crawled; the admin, account and debug pages may not.
// The sitemap lines must be absolute URLs, hence a function rather than a static file.
export function renderRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /perfil',
    'Disallow: /test-sitemap',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    `Sitemap: ${baseUrl}/news-sitemap.xml`,
    '',
  ].join('\n');
}
