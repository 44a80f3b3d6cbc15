// Keeps article HTML intact through the rich editor. Tiptap keeps only what its schema models and
// drops the rest (the tabs and accordion widgets, tables, spans, classes...). Before loading, every
// top-level block the schema cannot reproduce exactly becomes a raw-HTML block (an atom node that
// carries its markup verbatim); on the way out those blocks are put back as they were, and the
// single paragraph tiptap wraps list items and quotes in is unwrapped, so untouched HTML comes back
// equivalent (same elements, attributes and text).
import { BODY_EMBED, BODY_FIGURE, BODY_TABLE, isEmbedId, isEmbedService } from '@pauta/model';

export const RAW_ATTR = 'data-pauta-raw';

const ALIGN_STYLE = /^text-align:\s*(left|center|right|justify);?$/;
const MARKS = new Set(['STRONG', 'EM', 'U', 'S']);
const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

function attrsAllowed(el: Element, allowed: string[], check?: (name: string, value: string) => boolean): boolean {
  return [...el.attributes].every((a) => allowed.includes(a.name) && (!check || check(a.name, a.value)));
}

function inlineModelled(node: Node): boolean {
  if (node.nodeType === Node.TEXT_NODE) return true;
  if (node.nodeType !== Node.ELEMENT_NODE) return false;
  const el = node as Element;
  const tag = el.tagName;
  if (tag === 'BR') return el.attributes.length === 0;
  if (tag === 'IMG') return attrsAllowed(el, ['src', 'alt', 'title', 'width', 'height']);
  if (tag === 'CODE')
    return el.attributes.length === 0 && [...el.childNodes].every((c) => c.nodeType === Node.TEXT_NODE);
  if (tag === 'A') return attrsAllowed(el, ['href', 'target', 'rel', 'title']) && childrenInline(el);
  if (MARKS.has(tag)) return el.attributes.length === 0 && childrenInline(el);
  return false;
}

const childrenInline = (el: Element) => [...el.childNodes].every(inlineModelled);

function textBlockModelled(el: Element): boolean {
  return attrsAllowed(el, ['style'], (_n, v) => ALIGN_STYLE.test(v.trim())) && childrenInline(el);
}

function listModelled(el: Element): boolean {
  if (!attrsAllowed(el, el.tagName === 'OL' ? ['start'] : [])) return false;
  return [...el.childNodes].every(
    (c) => isBlankText(c) || (c instanceof Element && c.tagName === 'LI' && itemModelled(c)),
  );
}

function itemModelled(li: Element): boolean {
  if (li.attributes.length) return false;
  const kids = [...li.childNodes].filter((c) => !isBlankText(c));
  // Inline content first (tiptap wraps it in a paragraph), then nested lists or paragraphs.
  let i = 0;
  while (i < kids.length && inlineModelled(kids[i]!)) i++;
  return kids
    .slice(i)
    .every(
      (c) =>
        c instanceof Element &&
        (c.tagName === 'P' ? textBlockModelled(c) : ['UL', 'OL'].includes(c.tagName) && listModelled(c)),
    );
}

function blockModelled(node: Node): boolean {
  if (!(node instanceof Element)) return false;
  const tag = node.tagName;
  if (BLOCKS.has(tag)) return textBlockModelled(node);
  if (tag === 'UL' || tag === 'OL') return listModelled(node);
  if (tag === 'HR') return node.attributes.length === 0;
  if (tag === 'BLOCKQUOTE') {
    if (node.attributes.length) return false;
    const kids = [...node.childNodes].filter((c) => !isBlankText(c));
    return kids.every(inlineModelled) || kids.every(blockModelled);
  }
  if (tag === 'PRE') {
    const kids = [...node.childNodes];
    const code = kids[0];
    return (
      node.attributes.length === 0 &&
      kids.length === 1 &&
      code instanceof Element &&
      code.tagName === 'CODE' &&
      attrsAllowed(code, ['class'], (_n, v) => /^language-[\w+#-]+$/.test(v)) &&
      [...code.childNodes].every((c) => c.nodeType === Node.TEXT_NODE)
    );
  }
  if (tag === 'IMG') return inlineModelled(node);
  if (tag === 'FIGURE') return node.classList.contains(BODY_EMBED.figure) ? embedModelled(node) : figureModelled(node);
  if (tag === 'TABLE') return tableModelled(node);
  if (tag === 'DIV') return tableWrapperModelled(node);
  return false;
}

/** The embed facade the editor writes (lib/embed-node.ts), for a known service and a valid id. */
function embedModelled(el: Element): boolean {
  const service = el.getAttribute('data-embed');
  if (!isEmbedService(service) || !isEmbedId(service, el.getAttribute('data-embed-id') ?? '')) return false;
  if (!attrsAllowed(el, ['class', 'data-embed', 'data-embed-id'], (n, v) => n !== 'class' || v === BODY_EMBED.figure))
    return false;
  const kids = [...el.childNodes].filter((c) => !isBlankText(c));
  const link = kids[0];
  if (kids.length !== 1 || !(link instanceof Element) || link.tagName !== 'A') return false;
  if (!attrsAllowed(link, ['class', 'href'], (n, v) => n !== 'class' || v === BODY_EMBED.link)) return false;
  const parts = new Set<string>(Object.values(BODY_EMBED));
  return [...link.childNodes]
    .filter((c) => !isBlankText(c))
    .every(
      (c) =>
        c instanceof Element &&
        c.children.length === 0 &&
        parts.has(c.getAttribute('class') ?? '') &&
        (c.tagName === 'SPAN'
          ? c.attributes.length === 1
          : c.tagName === 'IMG' && attrsAllowed(c, ['class', 'src', 'alt', 'role', 'width', 'height'])),
    );
}

/** The editor's responsive table (lib/table-nodes.ts): its region around one modelled table. */
function tableWrapperModelled(el: Element): boolean {
  const expected: Record<string, string> = {
    class: BODY_TABLE.wrapper,
    role: 'region',
    'aria-label': BODY_TABLE.label,
    tabindex: '0',
  };
  if (!attrsAllowed(el, Object.keys(expected), (n, v) => expected[n] === v)) return false;
  const kids = [...el.childNodes].filter((c) => !isBlankText(c));
  return kids.length === 1 && kids[0] instanceof Element && kids[0].tagName === 'TABLE' && tableModelled(kids[0]);
}

/**
 * A plain table: rows of cells holding text or paragraphs, cells spanning rows or columns at most.
 * The editor models it (and stores it as its responsive table); tables with captions, styles or
 * other markup stay raw blocks.
 */
function tableModelled(table: Element): boolean {
  if (table.attributes.length) return false;
  const sections = [...table.childNodes].filter((c) => !isBlankText(c));
  return sections.every(
    (section) =>
      section instanceof Element &&
      ['TBODY', 'THEAD'].includes(section.tagName) &&
      section.attributes.length === 0 &&
      [...section.childNodes].filter((c) => !isBlankText(c)).every((row) => rowModelled(row)),
  );
}

function rowModelled(row: Node): boolean {
  if (!(row instanceof Element) || row.tagName !== 'TR' || row.attributes.length) return false;
  return [...row.childNodes]
    .filter((c) => !isBlankText(c))
    .every(
      (cell) =>
        cell instanceof Element &&
        ['TD', 'TH'].includes(cell.tagName) &&
        attrsAllowed(cell, ['colspan', 'rowspan', 'scope'], (n, v) =>
          n === 'scope' ? v === 'col' : /^\d+$/.test(v),
        ) &&
        cellContentModelled(cell),
    );
}

function cellContentModelled(cell: Element): boolean {
  const kids = [...cell.childNodes].filter((c) => !isBlankText(c));
  return (
    kids.every(inlineModelled) || kids.every((c) => c instanceof Element && c.tagName === 'P' && textBlockModelled(c))
  );
}

/** Exactly the figure the editor writes (lib/figure-node.ts); any other figure stays a raw block. */
function figureModelled(el: Element): boolean {
  if (!attrsAllowed(el, ['class'], (_n, v) => v === BODY_FIGURE.figure)) return false;
  const kids = [...el.childNodes].filter((c) => !isBlankText(c));
  const [img, caption, ...rest] = kids;
  if (rest.length || !(img instanceof Element) || img.tagName !== 'IMG') return false;
  if (!attrsAllowed(img, ['src', 'alt', 'width', 'height', 'role'], (n, v) => n !== 'role' || v === 'presentation'))
    return false;
  if (caption === undefined) return true;
  if (!(caption instanceof Element) || caption.tagName !== 'FIGCAPTION' || caption.attributes.length) return false;
  const spans = [...caption.childNodes].filter((c) => !isBlankText(c));
  const classes = spans.map((c) =>
    c instanceof Element && c.tagName === 'SPAN' && c.attributes.length === 1 && c.children.length === 0
      ? c.getAttribute('class')
      : null,
  );
  const order = [BODY_FIGURE.caption, BODY_FIGURE.credit];
  return (
    spans.length > 0 &&
    classes.every((c, i) => c !== null && order.indexOf(c as (typeof order)[number]) >= i) &&
    new Set(classes).size === classes.length &&
    (classes[1] === undefined || classes[0] === BODY_FIGURE.caption)
  );
}

const isBlankText = (node: Node) => node.nodeType === Node.TEXT_NODE && !node.textContent?.trim();

function parse(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const holder = document.createElement('div');
  holder.append(template.content);
  return holder;
}

/** The HTML to load into tiptap: unmodelled top-level blocks wrapped as raw-HTML blocks. */
export function prepareForEditor(html: string): string {
  const root = parse(html);
  for (const node of [...root.childNodes]) {
    if (isBlankText(node) || node.nodeType === Node.COMMENT_NODE) {
      if (node.nodeType === Node.COMMENT_NODE) wrapRaw(node, `<!--${node.textContent ?? ''}-->`);
      continue;
    }
    if (node.nodeType === Node.TEXT_NODE) wrapRaw(node, escapeText(node.textContent ?? ''));
    else if (!blockModelled(node)) wrapRaw(node, (node as Element).outerHTML);
  }
  return root.innerHTML;
}

function escapeText(text: string): string {
  const span = document.createElement('span');
  span.textContent = text;
  return span.innerHTML;
}

function wrapRaw(node: Node, markup: string) {
  const div = document.createElement('div');
  div.setAttribute(RAW_ATTR, markup);
  node.parentNode!.replaceChild(div, node);
}

/** The HTML to store, from tiptap's getHTML(). */
export function serializeFromEditor(html: string): string {
  const root = parse(html);
  for (const raw of [...root.querySelectorAll(`div[${RAW_ATTR}]`)]) {
    const template = document.createElement('template');
    template.innerHTML = raw.getAttribute(RAW_ATTR) ?? '';
    raw.replaceWith(template.content);
  }
  for (const el of [...root.querySelectorAll('li, blockquote')]) {
    const paragraphs = [...el.children].filter((c) => c.tagName === 'P');
    const only = paragraphs[0];
    if (paragraphs.length === 1 && only && only.attributes.length === 0 && el.firstElementChild === only) {
      only.replaceWith(...only.childNodes);
    }
  }
  // An empty document is '<p></p>' in tiptap: store it as empty.
  return root.innerHTML === '<p></p>' ? '' : root.innerHTML;
}

/**
 * A canonical form for comparisons: whitespace-only text between blocks dropped, other whitespace
 * runs collapsed (except inside <pre>), attributes sorted. Two HTML strings with the same canonical
 * form render the same article.
 */
export function canonicalHtml(html: string): string {
  const root = parse(html);
  const walk = (node: Node, inPre: boolean): string => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      return inPre ? escapeText(text) : escapeText(text.replace(/\s+/g, ' '));
    }
    if (node.nodeType === Node.COMMENT_NODE) return `<!--${node.textContent}-->`;
    if (!(node instanceof Element)) return '';
    const tag = node.tagName.toLowerCase();
    const pre = inPre || tag === 'pre';
    const attrs = [...node.attributes]
      .map((a) => {
        const value = a.value.replace(/\s+/g, ' ').trim();
        return `${a.name}="${a.name === 'style' ? value.replace(/;$/, '') : value}"`;
      })
      .sort()
      .join(' ');
    const kids = [...node.childNodes]
      .filter((c) => pre || !isBlankText(c) || isInlineContext(node))
      .map((c) => walk(c, pre))
      .join('');
    return `<${tag}${attrs ? ` ${attrs}` : ''}>${pre ? kids : kids.trim()}</${tag}>`;
  };
  return [...root.childNodes]
    .filter((c) => !isBlankText(c))
    .map((c) => walk(c, false))
    .join('');
}

function isInlineContext(el: Element): boolean {
  return BLOCKS.has(el.tagName) || MARKS.has(el.tagName) || el.tagName === 'A' || el.tagName === 'LI';
}
