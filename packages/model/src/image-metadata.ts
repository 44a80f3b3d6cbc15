// What a newsroom says about every image (docs/data-model.md "Image metadata"): a text alternative
// ('Texto alternativo', required unless the image is explicitly 'Imagem decorativa'), a caption and
// the photographer's credit. The library record holds them; an image placed in an article (its cover
// or a body figure) carries its own copy, editable there. In a body an image is
//   <figure class="pauta-figure"><img src alt width height><figcaption>
//     <span class="pauta-figure__caption">Legenda</span> <span class="pauta-figure__credit">Foto: Crédito</span>
//   </figcaption></figure>
// and a decorative one is <img alt="" role="presentation">: an empty alt alone (what a pasted or older
// image may have) counts as missing.
import { BODY_FIGURE } from './body-markup.js';
import { LIMITS } from './limits.js';

export interface ImageMetadata {
  alt: string;
  decorative: boolean;
  caption: string;
  credit: string;
}

export const emptyImageMetadata = (): ImageMetadata => ({ alt: '', decorative: false, caption: '', credit: '' });

export const IMAGE_META_TEXT = {
  alt: 'Texto alternativo',
  altDescription: 'Descreva o que a imagem mostra para quem não pode vê-la (até 250 caracteres).',
  decorative: 'Imagem decorativa',
  decorativeDescription: 'Não transmite informação: leitores de tela a ignoram.',
  caption: 'Legenda',
  credit: 'Crédito',
  creditPlaceholder: 'Nome/Agência',
  missingAlt: 'Sem texto alternativo',
  altRequired: "Descreva a imagem em 'Texto alternativo' ou marque 'Imagem decorativa'.",
  altTooLong: `O texto alternativo pode ter no máximo ${LIMITS.imageAltMax} caracteres.`,
  captionTooLong: `A legenda pode ter no máximo ${LIMITS.imageCaptionMax} caracteres.`,
  creditTooLong: `O crédito pode ter no máximo ${LIMITS.imageCreditMax} caracteres.`,
} as const;

export type ImageMetadataField = 'alt' | 'caption' | 'credit';

/** The first problem of each field, in pt-BR; empty when the metadata may be saved. */
export function imageMetadataErrors(meta: ImageMetadata): Partial<Record<ImageMetadataField, string>> {
  const errors: Partial<Record<ImageMetadataField, string>> = {};
  if (!meta.decorative && !meta.alt.trim()) errors.alt = IMAGE_META_TEXT.altRequired;
  else if (meta.alt.length > LIMITS.imageAltMax) errors.alt = IMAGE_META_TEXT.altTooLong;
  if (meta.caption.length > LIMITS.imageCaptionMax) errors.caption = IMAGE_META_TEXT.captionTooLong;
  if (meta.credit.length > LIMITS.imageCreditMax) errors.credit = IMAGE_META_TEXT.creditTooLong;
  return errors;
}

/** Whether a stored record or article cover has its text alternative (or is declared decorative). */
export const isDescribed = (meta: { alt?: string | null; decorative?: boolean | null }) =>
  meta.decorative === true || Boolean(meta.alt?.trim());

/** The metadata a stored record (or article) carries, with older documents' missing keys empty. */
export function imageMetadataOf(doc: {
  alt?: unknown;
  decorative?: unknown;
  caption?: unknown;
  credit?: unknown;
}): ImageMetadata {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    alt: text(doc.alt),
    decorative: doc.decorative === true,
    caption: text(doc.caption),
    credit: text(doc.credit),
  };
}

// ---------- images of an article body, read without a DOM (editor, publish step, tests) ----------

const IMG_TAG = /<img\b[^>]*>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const inner = tag.replace(/^<img\b/i, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

export interface BodyImage {
  /** 1 for the body's first image. */
  position: number;
  src: string;
  alt: string;
  decorative: boolean;
  /** The figure's caption, when the image is in one ('' otherwise). */
  caption: string;
}

/** Every <img> of a body, in order, with the caption of the figure it sits in. */
export function bodyImages(html: string): BodyImage[] {
  const images: BodyImage[] = [];
  let position = 0;
  for (const match of html.matchAll(IMG_TAG)) {
    position += 1;
    const attributes = attributesOf(match[0]);
    const after = html.slice((match.index ?? 0) + match[0].length);
    const figureEnd = after.search(/<\/figure>/i);
    const nextImage = after.search(/<img\b/i);
    const captionHtml =
      figureEnd >= 0 && (nextImage < 0 || figureEnd < nextImage)
        ? (new RegExp(`<span class="${BODY_FIGURE.caption}">([\\s\\S]*?)</span>`, 'i').exec(
            after.slice(0, figureEnd),
          )?.[1] ?? '')
        : '';
    images.push({
      position,
      src: attributes.get('src') ?? '',
      alt: attributes.get('alt') ?? '',
      decorative: attributes.get('role') === 'presentation',
      caption: decodeEntities(captionHtml.replace(/<[^>]*>/g, '')).trim(),
    });
  }
  return images;
}

/** How an image is named in a message: its caption, else its file name, with its position. */
export function bodyImageName(image: BodyImage): string {
  const file = (() => {
    try {
      const path = new URL(image.src, 'https://pauta.invalid').pathname;
      return decodeURIComponent(path).split('/').pop() ?? '';
    } catch {
      return '';
    }
  })();
  const label = image.caption ? `“${shorten(image.caption, 60)}”` : file ? `(${shorten(file, 60)})` : '';
  return `a imagem ${image.position} do conteúdo${label ? ` ${label}` : ''}`;
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Why an article may not be saved or published as it is: the first image without a text
 * alternative (the cover, then the body's in order), named in pt-BR; null when every image has one.
 */
export function missingAltMessage(article: {
  imageUrl: string;
  imageAlt?: string | null;
  imageDecorative?: boolean | null;
  content: string;
}): string | null {
  if (article.imageUrl.trim() && !isDescribed({ alt: article.imageAlt, decorative: article.imageDecorative }))
    return `A imagem de capa não tem texto alternativo. ${IMAGE_META_TEXT.altRequired}`;
  const missing = bodyImages(article.content).find((image) => !image.decorative && !image.alt.trim());
  if (!missing) return null;
  const name = bodyImageName(missing);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} não tem texto alternativo. ${IMAGE_META_TEXT.altRequired}`;
}
