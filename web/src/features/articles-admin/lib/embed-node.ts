// An embed block: a YouTube, Vimeo, X, Bluesky or Instagram address pasted on its own line
// (@pauta/model embeds). While its metadata is asked (resolveEmbed) it shows as loading; then it
// stores the reader's facade: the thumbnail Pauta stored or the post's text, the service's name,
// and 'Carregar conteúdo de {serviço}', all inside a plain link to the content (what a reader
// without JavaScript gets). The player itself is never in the article: the reader's body script
// loads it at the click (features/articles/lib/body/embeds.ts).
import { Node, ReactNodeViewRenderer } from '@tiptap/react';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import {
  BODY_EMBED,
  embedFacadeTexts,
  isEmbedId,
  isEmbedService,
  parseEmbedUrl,
  type EmbedData,
  type EmbedService,
} from '@pauta/model';
import { EmbedNodeView } from '../components/EmbedNodeView';

export interface EmbedAttrs {
  service: EmbedService | null;
  embedId: string;
  url: string;
  title: string;
  author: string;
  text: string;
  thumbUrl: string;
  thumbWidth: number | null;
  thumbHeight: number | null;
  /** Not stored: 'loading' while resolveEmbed runs (its token finds the block again). */
  state: 'ready' | 'loading';
  token: string;
}

export type EmbedResolver = (url: string) => Promise<EmbedData>;

export interface EmbedOptions {
  /** Asks what the facade shows; absent in tests and read-only views (pastes stay links). */
  resolve: EmbedResolver | null;
  /** The address could not be resolved: it stays in the text as a link. */
  onFailure: (error: unknown) => void;
}

/** The facade the article stores, from the block's attributes. */
export function embedSpec(attrs: EmbedAttrs): DOMOutputSpec {
  const service = attrs.service!;
  const parts: DOMOutputSpec[] = [];
  if (attrs.thumbUrl) {
    const img: Record<string, string> = { class: BODY_EMBED.thumb, src: attrs.thumbUrl, alt: '', role: 'presentation' };
    if (attrs.thumbWidth) img.width = String(attrs.thumbWidth);
    if (attrs.thumbHeight) img.height = String(attrs.thumbHeight);
    parts.push(['img', img]);
  }
  for (const part of embedFacadeTexts({ ...attrs, service }))
    parts.push(['span', { class: part.className }, part.text]);
  return [
    'figure',
    { class: BODY_EMBED.figure, 'data-embed': service, 'data-embed-id': attrs.embedId },
    // Spaces between the parts: a reader without the stylesheet (or a feed) reads them apart.
    ['a', { class: BODY_EMBED.link, href: attrs.url }, ...parts.flatMap((part, i) => (i ? [' ', part] : [part]))],
  ] as DOMOutputSpec;
}

const text = (el: HTMLElement, cls: string) => el.querySelector(`.${cls}`)?.textContent ?? '';
const dimension = (el: HTMLElement, name: string) => {
  const value = Number(el.querySelector(`.${BODY_EMBED.thumb}`)?.getAttribute(name));
  return Number.isFinite(value) && value > 0 ? value : null;
};

export const attrsFromData = (data: EmbedData): Partial<EmbedAttrs> => ({
  service: data.service,
  embedId: data.id,
  url: data.url,
  title: data.title,
  author: data.author,
  text: data.text,
  thumbUrl: data.thumbnail?.url ?? '',
  thumbWidth: data.thumbnail?.width ?? null,
  thumbHeight: data.thumbnail?.height ?? null,
  state: 'ready',
});

let tokens = 0;

export const Embed = Node.create<EmbedOptions>({
  name: 'embed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addOptions: () => ({ resolve: null, onFailure: () => {} }),
  addAttributes() {
    return {
      service: { default: null, parseHTML: (el) => el.getAttribute('data-embed') },
      embedId: { default: '', parseHTML: (el) => el.getAttribute('data-embed-id') ?? '' },
      url: { default: '', parseHTML: (el) => el.querySelector('a')?.getAttribute('href') ?? '' },
      title: { default: '', parseHTML: (el) => text(el, BODY_EMBED.title) },
      author: { default: '', parseHTML: (el) => text(el, BODY_EMBED.author) },
      text: { default: '', parseHTML: (el) => text(el, BODY_EMBED.text) },
      thumbUrl: {
        default: '',
        parseHTML: (el) => el.querySelector(`.${BODY_EMBED.thumb}`)?.getAttribute('src') ?? '',
      },
      thumbWidth: { default: null, parseHTML: (el) => dimension(el, 'width') },
      thumbHeight: { default: null, parseHTML: (el) => dimension(el, 'height') },
      state: { default: 'ready', rendered: false },
      token: { default: '', rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: `figure.${BODY_EMBED.figure}`,
        priority: 70,
        getAttrs: (el) => {
          const service = el.getAttribute('data-embed');
          const id = el.getAttribute('data-embed-id') ?? '';
          return isEmbedService(service) && isEmbedId(service, id) ? null : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    return embedSpec(node.attrs as EmbedAttrs);
  },
  addNodeView() {
    return ReactNodeViewRenderer(EmbedNodeView);
  },
  addProseMirrorPlugins() {
    const { resolve, onFailure } = this.options;
    const type = this.type;
    return [
      new Plugin({
        props: {
          // An address of a known service pasted on its own (empty) line becomes an embed block.
          handlePaste: (view, event) => {
            if (!resolve || !view.editable) return false;
            const pasted = event.clipboardData?.getData('text/plain').trim() ?? '';
            const address = /\s/.test(pasted) ? null : parseEmbedUrl(pasted);
            const { $from, empty } = view.state.selection;
            if (!address || !empty || $from.parent.type.name !== 'paragraph' || $from.parent.content.size > 0)
              return false;
            tokens += 1;
            const token = `embed-${Date.now()}-${tokens}`;
            const placeholder = type.create({ service: address.service, url: address.url, state: 'loading', token });
            view.dispatch(view.state.tr.replaceRangeWith($from.before(), $from.after(), placeholder));
            const settle = (replace: (pos: number, size: number) => void) => {
              view.state.doc.descendants((node, pos) => {
                if (node.type === type && node.attrs.token === token) replace(pos, node.nodeSize);
                return true;
              });
            };
            resolve(address.url).then(
              (data) =>
                settle((pos, size) => {
                  const ready = type.create({ ...attrsFromData(data), token: '' });
                  view.dispatch(view.state.tr.replaceWith(pos, pos + size, ready));
                }),
              (error: unknown) => {
                onFailure(error);
                settle((pos, size) => {
                  const { schema } = view.state;
                  const link = schema.marks.link?.create({ href: address.url });
                  const paragraph = schema.nodes.paragraph!.create(null, schema.text(address.url, link ? [link] : []));
                  view.dispatch(view.state.tr.replaceWith(pos, pos + size, paragraph));
                });
              },
            );
            return true;
          },
        },
      }),
    ];
  },
});
