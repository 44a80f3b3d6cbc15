// The render function sanitizes article bodies with its own copy of the web app's sanitizer (the
// functions folder is deployed alone). Both run here on the same inputs and must agree exactly.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeArticleHtml as serverSanitize } from '../src/lib/sanitize';
import { BODY_MARKUP, withoutSanitizerAdditions } from '../../web/src/lib/testing/body-markup-samples';

const ORIGIN = 'https://pauta.dev';
let webSanitize: (html: string) => string;

beforeAll(async () => {
  // The web sanitizer reads the browser's global window.
  vi.stubGlobal('window', new JSDOM('', { url: ORIGIN }).window);
  ({ sanitizeArticleHtml: webSanitize } = await import('../../web/src/lib/sanitize-html'));
});
// Gone after this file: React's server renderer in the next files takes a global window for a browser.
afterAll(() => vi.unstubAllGlobals());

const CASES = [
  '<p>Texto <strong>forte</strong> e <em>ênfase</em>.</p>',
  '<script>alert(1)</script><p>depois</p>',
  '<img src="x.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="https://example.org/fonte">externo</a> <a href="/artigo/local" target="_self">local</a>',
  '<a href="/x" target="_blank">nova aba</a>',
  '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<p style="position: fixed; top: 0">cobre</p><p style="color: red">ok</p>',
  '<p style="position:fix\\65 d; inset:0; text-align: center">cobre</p><div style="margin-top:-900px">sobe</div>',
  '<iframe src="https://player.vimeo.com/video/1" allow="autoplay; camera *; fullscreen"></iframe>',
  '<svg/onload=alert(1)><p title="a onclick=b" onclick="x()">texto onclick="y"</p><textarea><b onclick=1>t</b></textarea>',
  '<form action="/x"><input name="a"></form><object data="x"></object>',
  '<div class="tabs"><button class="tab" role="tab">Aba</button></div><pre><code class="language-ts">const a = 1;</code></pre>',
  '<svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  ...Object.values(BODY_MARKUP),
  BODY_MARKUP.embed.replace('data-embed-id="k3yN0te2025"', 'data-embed-id="../../evil"'),
  '',
];

describe('server and web sanitizers agree', () => {
  it.each(CASES)('%s', (html) => {
    expect(serverSanitize(html, ORIGIN)).toBe(webSanitize(html));
  });

  it('drops scripts, handlers and script URLs', () => {
    const out = serverSanitize(CASES.slice(1, 4).join(''), ORIGIN);
    expect(out).not.toMatch(/<script|onerror|javascript:/i);
    expect(out).toContain('<p>depois</p>');
  });

  it('keeps the figure, the table region and the embed facade the reader script wires', () => {
    for (const html of Object.values(BODY_MARKUP))
      expect(withoutSanitizerAdditions(serverSanitize(html, ORIGIN))).toBe(html);
    expect(serverSanitize(BODY_MARKUP.embed.replace('k3yN0te2025"', '../../evil"'), ORIGIN)).not.toContain(
      'data-embed',
    );
  });
});
