// Every seeded article body, loaded into the rich editor and saved back, is equivalent to the
// original after sanitizing; so are the data model's widget markups and HTML the schema lacks.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import { editorExtensions } from './editor-extensions';
import { canonicalHtml, prepareForEditor, serializeFromEditor } from './html-roundtrip';
import { sanitizeArticleHtml } from '../../../lib/sanitize-html';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function roundTrip(html: string): string {
  editor = new Editor({ extensions: editorExtensions(), content: prepareForEditor(html) });
  const out = serializeFromEditor(editor.getHTML());
  editor.destroy();
  editor = undefined;
  return out;
}

const same = (html: string) =>
  expect(canonicalHtml(sanitizeArticleHtml(roundTrip(html)))).toBe(canonicalHtml(sanitizeArticleHtml(html)));

async function seedArticles(): Promise<{ title: string; content: string }[]> {
  // jsdom gives import.meta.url an http: scheme; the seed lives at the repository root.
  const candidates = ['scripts/seed/articles/index.mjs', '../scripts/seed/articles/index.mjs'].map((p) =>
    resolve(process.cwd(), p),
  );
  const url = pathToFileURL(candidates.find((p) => existsSync(p)) ?? candidates[0]!).href;
  const module = (await import(/* @vite-ignore */ url)) as { ARTICLES: { title: string; content: string }[] };
  return module.ARTICLES;
}

describe('rich editor round trip', () => {
  it('keeps every seeded article body', async () => {
    const articles = await seedArticles();
    expect(articles.length).toBeGreaterThanOrEqual(30);
    for (const article of articles) {
      const out = canonicalHtml(sanitizeArticleHtml(roundTrip(article.content)));
      expect(out, article.title).toBe(canonicalHtml(sanitizeArticleHtml(article.content)));
    }
  }, 60_000);

  it('keeps the tabs widget verbatim', () => {
    const tabs =
      '<div class="tabs"><div class="tab-list" role="tablist"><button class="tab" role="tab" id="a-tab" aria-controls="a-content">Um</button><button class="tab" role="tab" id="b-tab" aria-controls="b-content">Dois</button></div><div class="tab-content" id="a-content" role="tabpanel"><p>Primeiro</p></div><div class="tab-content" id="b-content" role="tabpanel"><p>Segundo</p></div></div>';
    expect(roundTrip(`<p>Antes</p>${tabs}<p>Depois</p>`)).toBe(`<p>Antes</p>${tabs}<p>Depois</p>`);
  });

  it('keeps the accordion widget and code with its language', () => {
    const html =
      '<div class="accordion"><button class="accordion-header">Pergunta?</button><div class="accordion-content"><p>Resposta.</p></div></div><pre><code class="language-ts">const a: number = 1;\n  return a;</code></pre>';
    expect(roundTrip(html)).toBe(html);
  });

  it('keeps markup the schema does not model: tables, spans with classes, iframes, classes on paragraphs', () => {
    const cases = [
      '<table class="precos"><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
      '<table><caption>Preços</caption><tbody><tr><td>1</td></tr></tbody></table>',
      '<p>Texto com <span class="destaque">realce</span> e <sup>2</sup></p>',
      '<p class="nota">Parágrafo com classe</p>',
      '<figure><img src="https://example.com/a.webp" alt="A"><figcaption>Legenda</figcaption></figure>',
      '<p><b>negrito antigo</b> e <i>itálico</i></p>',
    ];
    for (const html of cases) expect(roundTrip(html)).toBe(html);
  });

  it('models the figure the editor writes (image, alt or decorative, caption, credit) as a rich node', () => {
    const figures = [
      '<figure class="pauta-figure"><img src="https://x/a.webp" alt="Ponte ao entardecer" width="1600" height="900"><figcaption><span class="pauta-figure__caption">A ponte</span> <span class="pauta-figure__credit">Foto: Ana Lima/Agência</span></figcaption></figure>',
      '<figure class="pauta-figure"><img src="https://x/b.webp" alt="" role="presentation"></figure>',
      '<figure class="pauta-figure"><img src="https://x/c.webp" alt="Gráfico"><figcaption><span class="pauta-figure__credit">Foto: Reuters</span></figcaption></figure>',
    ];
    for (const html of figures) {
      expect(prepareForEditor(html)).not.toContain('data-pauta-raw');
      expect(roundTrip(html)).toBe(html);
    }
    // Anything else inside stays verbatim as a raw block.
    const other = '<figure class="pauta-figure"><img src="https://x/a.webp" alt="A"><p>texto</p></figure>';
    expect(prepareForEditor(other)).toContain('data-pauta-raw');
  });

  it('models tables: the editor’s responsive table comes back as it was; a plain one becomes it', () => {
    const table =
      '<div class="pauta-table" role="region" aria-label="Tabela" tabindex="0"><table><tbody><tr><th scope="col"><p>Modelo</p></th><th scope="col"><p>Preço</p></th></tr><tr><td><p>A</p></td><td><p>R$ 1.999</p></td></tr><tr><td colspan="2"><p>Preços de lançamento</p></td></tr></tbody></table></div>';
    expect(prepareForEditor(table)).not.toContain('data-pauta-raw');
    expect(roundTrip(table)).toBe(table);
    expect(roundTrip('<table><tbody><tr><td>1</td><td>2</td></tr></tbody></table>')).toBe(
      '<div class="pauta-table" role="region" aria-label="Tabela" tabindex="0"><table><tbody><tr><td><p>1</p></td><td><p>2</p></td></tr></tbody></table></div>',
    );
  });

  it('models the common elements as rich nodes (editable), not as raw blocks', () => {
    const html =
      '<h2>Título</h2><p style="text-align: center">Centro <strong>forte</strong> <em>ênfase</em> <u>sub</u> <s>riscado</s> <a href="https://example.com">link</a> <code>x</code></p><ul><li>Um</li><li>Dois<ul><li>Dois.um</li></ul></li></ul><ol><li>A</li></ol><blockquote>Citação</blockquote><hr>';
    expect(prepareForEditor(html)).not.toContain('data-pauta-raw');
    same(html);
  });
});
