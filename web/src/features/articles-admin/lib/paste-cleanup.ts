// What a paste from Google Docs, Word or a news site becomes before the editor's schema reads it:
// headings, paragraphs, bold/italic, links, lists, quotes, tables and images, and nothing else
// (test/fixtures/embeds/clipboard holds such clipboards and the HTML each must give).
// - Google Docs wraps everything in <b style="font-weight:normal" id="docs-internal-guid-…"> and
//   marks bold/italic on spans' styles; Word sends conditional comments, <o:p>, mso classes, lists as
//   paragraphs with their bullet in a span marked mso-list:Ignore, and file:/// images no page can
//   read; a news page brings its classes, tracking attributes, ads, related links, share buttons.
// - Every image becomes a figure (its alt, and a caption and 'Foto: …' credit split from a
//   figcaption): the editor then asks for what is missing; its address is imported through the image
//   pipeline right after the paste (never hot-linked). Word's file:/// images are dropped and counted.
import { BODY_FIGURE, creditLine } from '@pauta/model';

export interface CleanPaste {
  html: string;
  /** http(s) images to import through the pipeline. */
  externalImages: string[];
  /** Images the clipboard only had as local files (Word): not pasted. */
  droppedImages: number;
}

const DROP =
  'script, style, link, meta, title, noscript, template, iframe, object, embed, svg, button, form, input, select, textarea, aside, nav, amp-img, [aria-hidden="true"], [hidden]';
/** Containers of ads, related links and sharing on news pages. */
const CLUTTER = /(^|[\s_-])(ads?|publicidade|banner|advert\w*|related|share|social|newsletter|comments?)($|[\s_-])/i;
const BLOCKS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'TABLE',
  'FIGURE',
  'PRE',
]);
const KEEP_ATTRS: Record<string, string[]> = {
  A: ['href'],
  IMG: ['src', 'alt', 'width', 'height'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan'],
};
const TRACKING = /^(utm_\w+|fbclid|gclid|mc_cid|mc_eid|ref_src)$/i;
const CREDIT = /\s*[—–-]?\s*(?:Foto|Imagem|Crédito):\s*([^—–]+)$/i;

function unwrap(el: Element) {
  el.replaceWith(...el.childNodes);
}

function rename(el: Element, tag: string): Element {
  const next = el.ownerDocument.createElement(tag);
  next.append(...el.childNodes);
  el.replaceWith(next);
  return next;
}

function styleOf(el: Element): string {
  return (el.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');
}

/** A link's address without tracking parameters; null for anything but http(s) and mailto. */
function cleanHref(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, 'https://invalid.invalid');
    if (url.origin === 'https://invalid.invalid') return null;
    if (url.protocol === 'mailto:') return raw;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // Google's redirect (documents exported to HTML): the real address.
    if (url.hostname === 'www.google.com' && url.pathname === '/url' && url.searchParams.get('q'))
      return cleanHref(url.searchParams.get('q'));
    for (const key of [...url.searchParams.keys()]) if (TRACKING.test(key)) url.searchParams.delete(key);
    return url.href;
  } catch {
    return null;
  }
}

/** Word's list paragraphs (mso-list, a bullet or number in an mso-list:Ignore span) as real lists. */
function wordLists(root: ParentNode) {
  const items = [...root.querySelectorAll('p')].filter((p) => /mso-list:l\d+/.test(styleOf(p)));
  let list: Element | null = null;
  for (const p of items) {
    const marker = p.querySelector('span[style*="mso-list"]');
    const bullet = (marker?.textContent ?? '').replace(/\s+/g, '');
    const ordered = /^[\d\w]{1,3}[.)]$/.test(bullet) && !/^[·o§▪•]$/.test(bullet);
    marker?.remove();
    const id = /mso-list:(l\d+)/.exec(styleOf(p))?.[1];
    const continues = list && p.previousElementSibling === list && list.getAttribute('data-list') === id;
    if (!continues) {
      list = p.ownerDocument.createElement(ordered ? 'ol' : 'ul');
      list.setAttribute('data-list', id ?? '');
      p.before(list);
    }
    const li = p.ownerDocument.createElement('li');
    li.append(...p.childNodes);
    list!.append(li);
    p.remove();
  }
  root.querySelectorAll('[data-list]').forEach((l) => l.removeAttribute('data-list'));
}

/** Bold, italic and underline written as styles (Google Docs) as the elements the editor models. */
function styledMarks(root: ParentNode) {
  for (const span of [...root.querySelectorAll('span')]) {
    const style = styleOf(span);
    let el: Element = span;
    if (/font-weight:(700|bold|800|900)/.test(style)) el = wrapIn(el, 'strong');
    if (/font-style:italic/.test(style)) el = wrapIn(el, 'em');
  }
}

function wrapIn(el: Element, tag: string): Element {
  const wrapper = el.ownerDocument.createElement(tag);
  el.replaceWith(wrapper);
  wrapper.append(el);
  return el;
}

/** Each image as a figure of its own, at the top level, with its caption and credit split apart. */
function figures(root: HTMLElement, externalImages: string[]): number {
  let dropped = 0;
  for (const img of [...root.querySelectorAll('img')]) {
    const src = img.getAttribute('src') ?? '';
    if (!/^https?:\/\//i.test(src)) {
      dropped += 1;
      img.remove();
      continue;
    }
    if (!externalImages.includes(src)) externalImages.push(src);
    const source = img.closest('figure');
    const caption = source?.querySelector('figcaption')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const credit = CREDIT.exec(caption);
    const figure = img.ownerDocument.createElement('figure');
    figure.className = BODY_FIGURE.figure;
    const clean = img.ownerDocument.createElement('img');
    for (const name of KEEP_ATTRS.IMG!) {
      const value = img.getAttribute(name);
      if (value !== null && (name !== 'width' && name !== 'height' ? true : /^\d+$/.test(value)))
        clean.setAttribute(name, value);
    }
    figure.append(clean);
    const text = credit ? caption.slice(0, credit.index).trim() : caption;
    if (text || credit) {
      const figcaption = img.ownerDocument.createElement('figcaption');
      if (text) figcaption.append(span(figure, BODY_FIGURE.caption, text));
      if (text && credit) figcaption.append(' ');
      if (credit) figcaption.append(span(figure, BODY_FIGURE.credit, creditLine(credit[1]!)));
      figure.append(figcaption);
    }
    // Placed where its block was: a block that held only the image is replaced.
    let block: Element = source ?? img;
    while (block.parentElement && block.parentElement !== root) block = block.parentElement;
    const onlyImage = !(block.textContent ?? '').trim() && block.querySelectorAll('img').length === 1;
    if (block === img || onlyImage) block.replaceWith(figure);
    else {
      block.after(figure);
      (source ?? img).remove();
    }
  }
  return dropped;
}

const span = (figure: Element, cls: string, text: string) => {
  const el = figure.ownerDocument.createElement('span');
  el.className = cls;
  el.textContent = text;
  return el;
};

function isEmptyBlock(el: Element): boolean {
  return (
    ['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE'].includes(el.tagName) &&
    !(el.textContent ?? '').replace(/[\s\u00a0]/g, '') &&
    !el.querySelector('img')
  );
}

export function cleanPastedHtml(html: string): CleanPaste {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const root = doc.body;
  const externalImages: string[] = [];
  // Comments (Word's conditional blocks among them) and what a paste never carries.
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((c) => c.parentNode?.removeChild(c));
  root.querySelectorAll(DROP).forEach((el) => el.remove());
  root.querySelectorAll('[class], [id]').forEach((el) => {
    if (CLUTTER.test(`${el.getAttribute('class') ?? ''} ${el.id}`) && el.tagName !== 'FIGURE') el.remove();
  });
  root.querySelectorAll('o\\:p, [style*="mso-list:Ignore"], [style*="mso-list: Ignore"]').forEach((el) => {
    if (el.tagName.toLowerCase() === 'o:p') unwrap(el);
  });
  wordLists(root);
  root.querySelectorAll('p.MsoQuote, p.MsoIntenseQuote').forEach((p) => rename(p, 'blockquote'));
  styledMarks(root);
  root.querySelectorAll('b').forEach((b) => {
    // Google Docs' wrapper: <b style="font-weight:normal" id="docs-internal-guid-…">.
    if (/font-weight:normal/.test(styleOf(b)) || b.id.startsWith('docs-internal-guid')) unwrap(b);
  });
  const dropped = figures(root, externalImages);
  // Headings: the page's title is the only h1; h5/h6 become the editor's smallest.
  root.querySelectorAll('h1').forEach((h) => rename(h, 'h2'));
  root.querySelectorAll('h5, h6').forEach((h) => rename(h, 'h4'));
  for (const a of [...root.querySelectorAll('a')]) {
    const href = cleanHref(a.getAttribute('href'));
    if (href) a.setAttribute('href', href);
    else unwrap(a);
  }
  // Attributes: only the ones the editor models (the figures' own classes aside).
  for (const el of [...root.querySelectorAll('*')]) {
    if (el.closest(`figure.${BODY_FIGURE.figure}`)) continue;
    const keep = KEEP_ATTRS[el.tagName] ?? [];
    for (const attr of [...el.attributes]) if (!keep.includes(attr.name)) el.removeAttribute(attr.name);
  }
  // Wrappers (divs, spans, fonts, sections) give way to their content; colgroups and Word's <br> spacers go.
  root.querySelectorAll('colgroup').forEach((el) => el.remove());
  for (const el of [...root.querySelectorAll('div, span, font, section, article, header, main, center, small, big, u')])
    if (!el.closest(`figure.${BODY_FIGURE.figure}`)) unwrap(el);
  for (const br of [...root.querySelectorAll('br')]) if (br.parentElement === root) br.remove();
  // Empty paragraphs (Word's <o:p>&nbsp;</o:p>, Docs' spacing) go; non-breaking spaces become spaces.
  for (const el of [...root.querySelectorAll('*')].reverse()) if (isEmptyBlock(el)) el.remove();
  const text = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (text.nextNode()) {
    const node = text.currentNode;
    node.textContent = (node.textContent ?? '').replace(/\u00a0/g, ' ');
  }
  // Loose inline content at the top level (what sat in an unwrapped div) goes into paragraphs.
  let paragraph: HTMLParagraphElement | null = null;
  for (const node of [...root.childNodes]) {
    const inline = node.nodeType === Node.TEXT_NODE || (node instanceof Element && !BLOCKS.has(node.tagName));
    if (!inline) {
      paragraph = null;
      continue;
    }
    if (!paragraph) {
      if (node.nodeType === Node.TEXT_NODE && !(node.textContent ?? '').trim()) {
        node.remove();
        continue;
      }
      paragraph = doc.createElement('p');
      node.before(paragraph);
    }
    paragraph.append(node);
  }
  return { html: root.innerHTML, externalImages, droppedImages: dropped };
}
