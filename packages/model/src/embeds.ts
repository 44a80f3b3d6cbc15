// Embeds (docs/data-model.md "Embeds"): a YouTube, Vimeo, X/Twitter, Bluesky or Instagram address
// pasted on its own line becomes an embed block. What readers get is a facade: the thumbnail (stored
// and served by Pauta) or the post's text as recorded when it was embedded, the service's name and
// 'Carregar conteúdo de {serviço}'. Nothing of the third party is requested until that click, which
// loads the service's player in a sandboxed iframe; without JavaScript the facade is a plain link.
// This module knows each service's addresses: which pasted URLs are embeds, the content's id, the
// canonical address, where its metadata is asked (oEmbed where the service offers it), and the
// player's address. Ids are checked by pattern wherever they are read (editor, sanitizer, widget).

export const EMBED_SERVICES = ['youtube', 'vimeo', 'x', 'bluesky', 'instagram'] as const;
export type EmbedService = (typeof EMBED_SERVICES)[number];

export const EMBED_SERVICE_NAMES: Record<EmbedService, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  x: 'X (Twitter)',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
};

export const EMBED_ID_PATTERNS: Record<EmbedService, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^\d{1,12}$/,
  x: /^\d{1,25}$/,
  // did:plc:… or did:web:… then the post's record key.
  bluesky: /^did:(plc:[a-z2-7]{24}|web:[a-z0-9.-]{1,200})\/[a-z2-7]{13}$/,
  instagram: /^(p|reel|tv)\/[A-Za-z0-9_-]{5,40}$/,
};

export const isEmbedService = (value: unknown): value is EmbedService =>
  typeof value === 'string' && (EMBED_SERVICES as readonly string[]).includes(value);

export const isEmbedId = (service: EmbedService, id: string) => EMBED_ID_PATTERNS[service].test(id);

/** The player's title (the facade's own words: embed-facade.ts). */
export const embedPlayerTitle = (service: EmbedService, title: string) =>
  title ? `${EMBED_SERVICE_NAMES[service]}: ${title}` : `Conteúdo de ${EMBED_SERVICE_NAMES[service]}`;

/**
 * The facade's class names (the editor writes the markup; the reader styles and wires it). Here, not
 * in body-markup.ts: the reader's click-to-player chunk fetches this module and nothing else of the model.
 */
export const BODY_EMBED = {
  figure: 'pauta-embed',
  link: 'pauta-embed__link',
  thumb: 'pauta-embed__thumb',
  service: 'pauta-embed__service',
  title: 'pauta-embed__title',
  text: 'pauta-embed__text',
  author: 'pauta-embed__author',
  action: 'pauta-embed__action',
  player: 'pauta-embed__player',
} as const;

/**
 * Where each service's player lives: the only origins a page of ours ever frames (the page's
 * Content-Security-Policy frame-src and Permissions-Policy are built from these).
 */
export const EMBED_FRAME_ORIGINS: Record<EmbedService, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
  x: 'https://platform.twitter.com',
  bluesky: 'https://embed.bsky.app',
  instagram: 'https://www.instagram.com',
};

/**
 * The player's sandbox: its scripts run on its own origin, and a link the reader follows from it
 * ('Assistir no YouTube', a post's author) opens a normal tab, not one still sandboxed.
 */
export const EMBED_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';

/** The player loaded at the reader's click (never before). Only these hosts are ever framed. */
export function embedPlayerUrl(service: EmbedService, id: string): string | null {
  if (!isEmbedId(service, id)) return null;
  const origin = EMBED_FRAME_ORIGINS[service];
  switch (service) {
    case 'youtube':
      return `${origin}/embed/${id}?autoplay=1`;
    case 'vimeo':
      return `${origin}/video/${id}?autoplay=1&dnt=1`;
    case 'x':
      return `${origin}/embed/Tweet.html?id=${id}&dnt=true&lang=pt`;
    case 'bluesky': {
      const [did, rkey] = id.split('/');
      return `${origin}/embed/${did}/app.bsky.feed.post/${rkey}`;
    }
    case 'instagram':
      return `${origin}/${id}/embed/`;
  }
}

/** The origins a player may answer from with its height (X and Bluesky posts size themselves). */
export const EMBED_PLAYER_ORIGINS: Partial<Record<EmbedService, string>> = {
  x: EMBED_FRAME_ORIGINS.x,
  bluesky: EMBED_FRAME_ORIGINS.bluesky,
  instagram: EMBED_FRAME_ORIGINS.instagram,
};

/** What the facade shows, recorded when the address was embedded (resolveEmbed). */
export interface EmbedData {
  service: EmbedService;
  /** The id the player needs (EMBED_ID_PATTERNS). */
  id: string;
  /** The canonical address (the facade's link). */
  url: string;
  /** A video's title ('' for posts). */
  title: string;
  author: string;
  /** A post's text as recorded ('' for videos), at most EMBED_TEXT_MAX characters. */
  text: string;
  /** The thumbnail as stored by Pauta (null when the service gave none). */
  thumbnail: { url: string; width: number; height: number } | null;
}
