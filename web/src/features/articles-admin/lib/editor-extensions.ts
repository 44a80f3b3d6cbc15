// The tiptap schema of the article editor: StarterKit (headings, marks, lists, quote, code block
// with language, undo/redo), links, images, figures (an image with its metadata), tables, embeds, alignment, and the raw-HTML block for widgets and any
// markup the schema does not model (see html-roundtrip.ts).
import { Extension, Node, mergeAttributes, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Link } from '@mantine/tiptap';
import { RAW_ATTR } from './html-roundtrip';
import { sanitizeArticleHtml } from '../../../lib/sanitize-html';
import { Figure } from './figure-node';
import { Table } from './table-nodes';
import { Embed, type EmbedOptions } from './embed-node';
import { CleanPaste, type PasteOptions } from './paste-extension';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: {
      setTextAlign: (alignment: 'left' | 'center' | 'right' | 'justify') => ReturnType;
      unsetTextAlign: () => ReturnType;
    };
  }
}

const ALIGNMENTS = ['left', 'center', 'right', 'justify'];

/** text-align on paragraphs and headings, stored as an inline style (what the reader renders). */
export const TextAlign = Extension.create({
  name: 'textAlign',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (el) => (ALIGNMENTS.includes(el.style.textAlign) ? el.style.textAlign : null),
            renderHTML: (attrs) => (attrs.textAlign ? { style: `text-align: ${attrs.textAlign}` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setTextAlign:
        (alignment) =>
        ({ commands }) =>
          ['paragraph', 'heading']
            .map((type) => commands.updateAttributes(type, { textAlign: alignment }))
            .some(Boolean),
      unsetTextAlign:
        () =>
        ({ commands }) =>
          ['paragraph', 'heading'].map((type) => commands.resetAttributes(type, 'textAlign')).some(Boolean),
    };
  },
});

/** A block of HTML kept verbatim (tabs, accordions, tables...): shown as a preview, edited in 'HTML'. */
export const RawHtml = Node.create({
  name: 'rawHtml',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      html: {
        default: '',
        parseHTML: (el) => el.getAttribute(RAW_ATTR) ?? '',
        renderHTML: (attrs) => ({ [RAW_ATTR]: attrs.html as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: `div[${RAW_ATTR}]`, priority: 100 }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.className = 'pauta-raw-block';
      dom.contentEditable = 'false';
      const label = document.createElement('div');
      label.className = 'pauta-raw-block__label';
      label.textContent = 'Bloco HTML preservado (edite no modo HTML)';
      const preview = document.createElement('div');
      preview.className = 'pauta-raw-block__preview';
      preview.innerHTML = sanitizeArticleHtml(node.attrs.html as string);
      dom.append(label, preview);
      return { dom };
    };
  },
});

/**
 * `options`: how a pasted address is resolved into an embed block (none: pastes stay links) and
 * what happens to a paste's images (imported through the pipeline).
 */
export function editorExtensions(options?: EmbedOptions & Partial<PasteOptions>): Extensions {
  return [
    StarterKit.configure({ link: false }),
    Link.configure({ openOnClick: false, HTMLAttributes: { target: null, rel: null } }),
    Image,
    Figure,
    Table,
    options ? Embed.configure({ resolve: options.resolve, onFailure: options.onFailure }) : Embed,
    options?.onPastedImages ? CleanPaste.configure({ onPastedImages: options.onPastedImages }) : CleanPaste,
    TextAlign,
    RawHtml,
  ];
}
