// A complete page in the site's chrome that answers one person's link (newsletter confirmations,
// draft previews): no script, never indexed, no Referer sent on from it.
import { escapeHtml as esc, pageContentSecurityPolicy } from '@pauta/model';

/** No script at all; styles inline, images over https, frames only the video players. */
const PRIVATE_POLICY = pageContentSecurityPolicy({ scripts: false, scriptHashes: [] });
import { layout, STYLE } from './markup';
import { fullTitle } from './site';

export interface PrivateDocument {
  title: string;
  /** The page's content, placed inside the site's header and footer. */
  main: string;
  /** Markup before the site's header (the preview's band). */
  before?: string;
  robots?: 'noindex' | 'noindex, nofollow';
  /** More <style> for this page. */
  style?: string;
}

export function privateDocument({ title, main, before = '', robots = 'noindex', style = '' }: PrivateDocument): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="${PRIVATE_POLICY}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="${robots}">
    <meta name="referrer" content="no-referrer">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    <title>${esc(fullTitle(title))}</title>
    ${STYLE}${style}
  </head>
  <body>
${before}${layout(main)}
  </body>
</html>`;
}
