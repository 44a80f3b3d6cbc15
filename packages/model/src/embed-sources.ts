// Where embeds come from (docs/data-model.md "Embeds"): which pasted addresses are embeds, the
// canonical address, where each service's metadata is asked (oEmbed where it offers it), and the
// editor's and function's words. The editor and resolveEmbed read this; reader pages never do
// (./embeds.ts is their part), so none of it reaches a reader's bundle.
import { isEmbedId, isEmbedService, type EmbedData, type EmbedService } from './embeds.js';

export const EMBED_TEXT = {
  loading: 'Buscando informações do conteúdo...',
  failed: 'Não foi possível obter as informações deste conteúdo. O endereço foi mantido como link.',
  notEmbed: 'Este endereço não é de um vídeo ou publicação do YouTube, Vimeo, X, Bluesky ou Instagram.',
  /** A live entry's embed ('Atualizações ao vivo'): its field, and a resolution that failed (the address stays typed). */
  liveField: 'Conteúdo incorporado (endereço do YouTube, Vimeo, X, Bluesky ou Instagram, opcional)',
  liveFailed: 'Não foi possível obter as informações deste conteúdo. Verifique o endereço e tente novamente.',
} as const;

export const EMBED_TEXT_MAX = 500;
export const EMBED_TITLE_MAX = 300;

/**
 * A pasted address as an embed: the service, the content's id as far as the address tells it (a
 * Bluesky post's author DID comes from its oEmbed answer) and the canonical address. Null for
 * anything else.
 */
export interface EmbedAddress {
  service: EmbedService;
  /** YouTube video id, Vimeo number, X status id, Instagram 'p/CODE', Bluesky 'handle/rkey'. */
  key: string;
  url: string;
}

const host = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');

export function parseEmbedUrl(raw: string): EmbedAddress | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = url.pathname.split('/').filter(Boolean);
  const h = host(url);
  if (h === 'youtube.com' || h === 'youtu.be' || h === 'youtube-nocookie.com') {
    const id =
      h === 'youtu.be'
        ? path[0]
        : path[0] === 'watch'
          ? url.searchParams.get('v')
          : ['shorts', 'live', 'embed'].includes(path[0] ?? '')
            ? path[1]
            : undefined;
    return id && isEmbedId('youtube', id)
      ? { service: 'youtube', key: id, url: `https://www.youtube.com/watch?v=${id}` }
      : null;
  }
  if (h === 'vimeo.com' || h === 'player.vimeo.com') {
    const id = h === 'player.vimeo.com' ? (path[0] === 'video' ? path[1] : undefined) : path[0];
    return id && isEmbedId('vimeo', id) ? { service: 'vimeo', key: id, url: `https://vimeo.com/${id}` } : null;
  }
  if (h === 'x.com' || h === 'twitter.com') {
    const [user, status, id] = path;
    return user && /^\w{1,15}$/.test(user) && status === 'status' && id && isEmbedId('x', id)
      ? { service: 'x', key: id, url: `https://x.com/${user}/status/${id}` }
      : null;
  }
  if (h === 'bsky.app') {
    const [profile, actor, post, rkey] = path;
    return profile === 'profile' && actor && /^[A-Za-z0-9.:-]{3,253}$/.test(actor) && post === 'post' && rkey
      ? /^[a-z2-7]{13}$/.test(rkey)
        ? { service: 'bluesky', key: `${actor}/${rkey}`, url: `https://bsky.app/profile/${actor}/post/${rkey}` }
        : null
      : null;
  }
  if (h === 'instagram.com') {
    const [kind, code] = path;
    const id = `${kind}/${code}`;
    return kind && code && isEmbedId('instagram', id)
      ? { service: 'instagram', key: id, url: `https://www.instagram.com/${id}/` }
      : null;
  }
  return null;
}

/** Where each service's metadata is asked (`{url}` is the canonical address, URL-encoded). */
export const EMBED_METADATA_ENDPOINTS: Record<EmbedService, { kind: 'oembed' | 'opengraph'; url: string }> = {
  youtube: { kind: 'oembed', url: 'https://www.youtube.com/oembed?url={url}&format=json' },
  vimeo: { kind: 'oembed', url: 'https://vimeo.com/api/oembed.json?url={url}' },
  x: { kind: 'oembed', url: 'https://publish.twitter.com/oembed?url={url}&omit_script=1&dnt=true' },
  bluesky: { kind: 'oembed', url: 'https://embed.bsky.app/oembed?url={url}&format=json' },
  // Instagram's oEmbed needs a Meta app token: the post's public page's Open Graph tags instead.
  instagram: { kind: 'opengraph', url: '{url}' },
};

export const embedMetadataUrl = (address: EmbedAddress) => {
  const endpoint = EMBED_METADATA_ENDPOINTS[address.service];
  // An oEmbed endpoint takes the address as a parameter; a page is the address itself.
  return endpoint.kind === 'opengraph' ? address.url : endpoint.url.replace('{url}', encodeURIComponent(address.url));
};

/**
 * embeds/{docId}: what resolveEmbed recorded for an address (functions only; no rule opens it), so
 * embedding the same content again asks the service nothing. embedCallers/{uid}: a caller's recent
 * resolutions (rate limit). Thumbnails sit in Storage under embeds/{service}/ (public versions only).
 */
export const EMBED_COLLECTIONS = { embeds: 'embeds', callers: 'embedCallers' } as const;
export const EMBEDS_ROOT = 'embeds';

/** The callable that records an embed (functions/src/embeds/resolve-embed.ts). */
export const RESOLVE_EMBED_FUNCTION = 'resolveEmbed';

const isText = (value: unknown) => typeof value === 'string';
const isAddress = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);
const isSize = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Whether a stored value is an embed as resolveEmbed records it (what a reader may be shown). The
 * thumbnail is Pauta's own copy (http from the local Storage emulator).
 */
export function isEmbedData(value: unknown): value is EmbedData {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  const thumb = e.thumbnail as Record<string, unknown> | null | undefined;
  return (
    isEmbedService(e.service) &&
    typeof e.id === 'string' &&
    isEmbedId(e.service, e.id) &&
    isAddress(e.url) &&
    isText(e.title) &&
    isText(e.author) &&
    isText(e.text) &&
    (thumb === null || (!!thumb && isAddress(thumb.url) && isSize(thumb.width) && isSize(thumb.height)))
  );
}
