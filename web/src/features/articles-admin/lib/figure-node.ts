// A body image as newsrooms publish it: <figure class="pauta-figure"> with the image, its text
// alternative (or role="presentation" when decorative) and a <figcaption> with the caption and
// 'Foto: {crédito}' (@pauta/model image-metadata). An atom node: its metadata is edited in a
// dialog (components/FigureNodeView.tsx), copied from the library when the image is placed.
import { Node, ReactNodeViewRenderer } from '@tiptap/react';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { BODY_FIGURE, creditLine, type ImageMetadata } from '@pauta/model';
import { FigureNodeView } from '../components/FigureNodeView';

export interface FigureAttrs extends ImageMetadata {
  src: string;
  width: number | null;
  height: number | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: {
      insertFigure: (attrs: Partial<FigureAttrs> & { src: string }) => ReturnType;
    };
  }
}

const CREDIT_PREFIX = /^\s*Foto:\s*/i;

/** The figure's markup from its attributes (what the article stores). */
export function figureSpec(attrs: FigureAttrs): DOMOutputSpec {
  const img: Record<string, string> = { src: attrs.src, alt: attrs.decorative ? '' : attrs.alt };
  if (attrs.decorative) img.role = 'presentation';
  if (attrs.width) img.width = String(attrs.width);
  if (attrs.height) img.height = String(attrs.height);
  const caption = attrs.caption.trim();
  const credit = attrs.credit.trim();
  const parts: DOMOutputSpec[] = [];
  if (caption) parts.push(['span', { class: BODY_FIGURE.caption }, caption]);
  if (credit) parts.push(['span', { class: BODY_FIGURE.credit }, creditLine(credit)]);
  const withSpace = parts.flatMap((part, i) => (i ? [' ', part] : [part])) as (DOMOutputSpec | string)[];
  return [
    'figure',
    { class: BODY_FIGURE.figure },
    ['img', img],
    ...(parts.length ? [['figcaption', {}, ...withSpace] as DOMOutputSpec] : []),
  ] as DOMOutputSpec;
}

const numberAttr = (el: HTMLElement, name: string) => {
  const value = Number(el.querySelector('img')?.getAttribute(name));
  return Number.isFinite(value) && value > 0 ? value : null;
};

export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    const img = (el: HTMLElement) => el.querySelector('img');
    return {
      src: { default: '', parseHTML: (el) => img(el)?.getAttribute('src') ?? '' },
      alt: { default: '', parseHTML: (el) => img(el)?.getAttribute('alt') ?? '' },
      decorative: { default: false, parseHTML: (el) => img(el)?.getAttribute('role') === 'presentation' },
      caption: {
        default: '',
        parseHTML: (el) =>
          el.querySelector(`.${BODY_FIGURE.caption}`)?.textContent ??
          // A figure from elsewhere (a pasted news page): its caption is the figcaption's text.
          (el.querySelector(`.${BODY_FIGURE.credit}`) ? '' : (el.querySelector('figcaption')?.textContent ?? '')),
      },
      credit: {
        default: '',
        parseHTML: (el) => (el.querySelector(`.${BODY_FIGURE.credit}`)?.textContent ?? '').replace(CREDIT_PREFIX, ''),
      },
      width: { default: null, parseHTML: (el) => numberAttr(el, 'width') },
      height: { default: null, parseHTML: (el) => numberAttr(el, 'height') },
    };
  },
  parseHTML() {
    return [{ tag: `figure.${BODY_FIGURE.figure}`, priority: 60 }];
  },
  renderHTML({ node }) {
    return figureSpec(node.attrs as FigureAttrs);
  },
  addCommands() {
    return {
      insertFigure:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
  addNodeView() {
    return ReactNodeViewRenderer(FigureNodeView);
  },
});
