// @vitest-environment node
// A reader page's policy meta, once the render function has hashed the page it holds
// (functions' hashInlineScripts is withScriptHashes with Node's SHA-256): exactly the page's own
// inline code may run — the session hint, the speculation rules, the beacon's loader — and the
// query state and JSON-LD stay data. A page without script allows none.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineCode, withScriptHashes } from '@pauta/model';
import { SESSION_HINT_SCRIPT } from '../../../lib/session-hint';
import { readerServer } from './entry';

const ORIGIN = 'https://pauta.exemplo';
const sha256 = (code: string) => createHash('sha256').update(code, 'utf8').digest('base64');
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
const scriptSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('the page policy of a rendered reader page', () => {
  it('allows by hash every inline script the page holds, and nothing else', async () => {
    const rendered = await readerServer.renderReaderPage({
      path: '/busca',
      search: '?q=ia',
      origin: ORIGIN,
      site: {},
      payload: {},
      status: 200,
      sanitize: (html) => html,
    });
    const page = withScriptHashes(rendered, sha256);
    const { scripts, handlers } = inlineCode(page);
    expect(handlers).toEqual([]);
    expect(scripts).toContain(SESSION_HINT_SCRIPT);
    expect(scripts).toContain('load()');
    expect(scripts.some((code) => code.includes('"prefetch"'))).toBe(true);
    expect(scripts).toHaveLength(3); // the state (application/json) is data
    const sources = scriptSrc(policyOf(page)!);
    expect(sources.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(
      scripts.map((code) => `'sha256-${sha256(code)}'`).sort(),
    );
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'sha256-c2hlbGw='"); // the shell's own, replaced
    expect(policyOf(page)).toContain("connect-src 'self' http://127.0.0.1:*");
    expect(page.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(page.indexOf('<meta name='));
  });

  it('a page without script (preview, newsletter answer, error page) allows none', async () => {
    const pages = [
      await readerServer.renderPrivatePage({
        origin: ORIGIN,
        site: {},
        title: 'Inscrição confirmada',
        bodyHtml: '<h1>Inscrição confirmada</h1>',
      }),
      await readerServer.renderErrorPage({ origin: ORIGIN, site: {} }),
    ];
    for (const html of pages) {
      const page = withScriptHashes(html, sha256);
      expect(scriptSrc(policyOf(page)!)).toEqual(["'none'"]);
      expect(policyOf(page)).toContain("connect-src 'none'");
      expect(page.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    }
  });
});
