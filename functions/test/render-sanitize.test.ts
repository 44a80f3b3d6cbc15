// The render function sanitizes article bodies with its own copy of the web app's sanitizer (the
// functions folder is deployed alone). Both run here on the same inputs and must agree exactly.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeArticleHtml as serverSanitize } from '../src/lib/sanitize';

const ORIGIN = 'https://pauta.dev';
let webSanitize: (html: string) => string;

beforeAll(async () => {
  // The web sanitizer reads the browser's global window.
  (globalThis as { window?: unknown }).window = new JSDOM('', { url: ORIGIN }).window;
  ({ sanitizeArticleHtml: webSanitize } = await import('../../web/src/lib/sanitize-html'));
});

/** What the editor stores for a credited figure, a table and an embed facade (issue 36). */
const BODY_MARKUP = {
  figure:
    '<figure class="pauta-figure"><img src="https://x.example/a.webp" alt="Ponte ao entardecer" width="1600" height="900"><figcaption><span class="pauta-figure__caption">A ponte</span> <span class="pauta-figure__credit">Foto: Ana Lima/Agência</span></figcaption></figure>',
  table:
    '<div class="pauta-table" role="region" aria-label="Tabela" tabindex="0"><table><tbody><tr><th scope="col"><p>Modelo</p></th><th scope="col"><p>Preço</p></th></tr><tr><td colspan="2"><p>R$ 1.999</p></td></tr></tbody></table></div>',
  embed:
    '<figure class="pauta-embed" data-embed="youtube" data-embed-id="k3yN0te2025"><a class="pauta-embed__link" href="https://www.youtube.com/watch?v=k3yN0te2025"><img class="pauta-embed__thumb" src="https://x.example/t.webp" alt="" role="presentation" width="480" height="360"><span class="pauta-embed__service">YouTube</span> <span class="pauta-embed__title">Keynote</span> <span class="pauta-embed__action">Carregar conteúdo de YouTube</span></a></figure>',
};

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
  BODY_MARKUP.figure,
  BODY_MARKUP.table,
  BODY_MARKUP.embed,
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
    // The server's own additions (lazy images, external links in a new tab) aside.
    const plain = (html: string) =>
      html.replace(/ loading="lazy"| decoding="async"| target="_blank" rel="noopener noreferrer"/g, '');
    for (const html of Object.values(BODY_MARKUP)) expect(plain(serverSanitize(html, ORIGIN))).toBe(html);
    expect(serverSanitize(BODY_MARKUP.embed.replace('k3yN0te2025"', '../../evil"'), ORIGIN)).not.toContain(
      'data-embed',
    );
  });
});
