// The body sanitizer keeps what the editor writes for figures, tables and embed facades (their
// classes, the image's alt/role, the table region's role, label and tabindex, the facade's service
// and id) and nothing more: handlers, scripts, unsafe links and an embed claiming an unknown service
// or a malformed id lose what would make them dangerous or make the reader's script frame them.
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-html';
import { BODY_MARKUP, withoutSanitizerAdditions as withoutAdditions } from './testing/body-markup-samples';

const { figure: FIGURE, decorative: DECORATIVE, table: TABLE, embed: EMBED } = BODY_MARKUP;

describe('body markup through the sanitizer', () => {
  it.each([
    ['a figure with caption and credit', FIGURE],
    ['a decorative image', DECORATIVE],
    ['a responsive table', TABLE],
    ['an embed facade', EMBED],
  ])('keeps %s as the editor wrote it', (_name, html) => {
    expect(withoutAdditions(sanitizeArticleHtml(html))).toBe(html);
  });

  it('drops scripts, handlers and unsafe links inside them', () => {
    const out = sanitizeArticleHtml(
      FIGURE.replace('A ponte', 'A ponte<script>alert(1)</script>').replace('<img ', '<img onerror="alert(2)" ') +
        EMBED.replace(
          'href="https://www.youtube.com/watch?v=k3yN0te2025"',
          'href="javascript:alert(3)" onclick="x()"',
        ) +
        TABLE.replace('<td colspan="2">', '<td colspan="2" onmouseover="y()" style="position:fixed">'),
    );
    expect(out).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|position:fixed/);
    expect(out).toContain('<span class="pauta-figure__caption">A ponte</span>');
    expect(out).toContain('data-embed="youtube"');
  });

  it.each([
    ['an unknown service', EMBED.replace('data-embed="youtube"', 'data-embed="tiktok"')],
    ['a malformed id', EMBED.replace('data-embed-id="k3yN0te2025"', 'data-embed-id="../../evil"')],
    ['an id for another service', EMBED.replace('data-embed="youtube"', 'data-embed="bluesky"')],
    ['a facade that is not a figure', EMBED.replace(/figure/g, 'div')],
  ])('an embed with %s stays a plain link (no service, no id)', (_name, html) => {
    const out = sanitizeArticleHtml(html);
    expect(out).not.toMatch(/data-embed/);
    expect(out).toContain('class="pauta-embed__link"');
  });
});
