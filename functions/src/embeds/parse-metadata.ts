// What each service's answer says about the content, read without a DOM: oEmbed JSON (YouTube,
// Vimeo, X, Bluesky) and a post page's Open Graph tags (Instagram). Only text and the thumbnail's
// address are kept; the answer's own HTML (players, scripts) is never stored or served.
import { decodeEntities } from '../lib/html-entities';
import { EMBED_TEXT_MAX, EMBED_TITLE_MAX, isEmbedId, type EmbedAddress } from '@pauta/model';

export interface ParsedMetadata {
  /** The id the player needs (a Bluesky post's comes from the answer). */
  id: string;
  title: string;
  author: string;
  text: string;
  thumbnailUrl: string | null;
}

export class MetadataUnreadable extends Error {}

/** Markup as the text a reader sees: <br> as line breaks, tags dropped, entities decoded, spaces tidied. */
export function plainText(html: string, max: number): string {
  const text = decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''))
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function httpsUrl(value: unknown): string | null {
  try {
    const url = new URL(str(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A post's text: the first paragraph of the blockquote the service's oEmbed HTML would show. */
const firstParagraph = (html: string) => /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? '';

export function parseOembed(address: EmbedAddress, body: string): ParsedMetadata {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(body) as Record<string, unknown>;
  } catch {
    throw new MetadataUnreadable('oEmbed: JSON inválido');
  }
  if (!json || typeof json !== 'object') throw new MetadataUnreadable('oEmbed: resposta vazia');
  const author = plainText(str(json.author_name), EMBED_TITLE_MAX);
  const html = str(json.html);
  switch (address.service) {
    case 'youtube':
    case 'vimeo':
      return {
        id: address.key,
        title: plainText(str(json.title), EMBED_TITLE_MAX),
        author,
        text: '',
        thumbnailUrl: httpsUrl(json.thumbnail_url),
      };
    case 'x':
      return {
        id: address.key,
        title: '',
        author,
        text: plainText(firstParagraph(html), EMBED_TEXT_MAX),
        thumbnailUrl: null,
      };
    case 'bluesky': {
      // data-bluesky-uri="at://did:plc:…/app.bsky.feed.post/{rkey}": the player is addressed by DID.
      const uri = /data-bluesky-uri="at:\/\/([^"/]+)\/app\.bsky\.feed\.post\/([^"/]+)"/.exec(html);
      const id = uri ? `${uri[1]}/${uri[2]}` : '';
      if (!isEmbedId('bluesky', id)) throw new MetadataUnreadable('oEmbed do Bluesky sem o endereço da publicação');
      return { id, title: '', author, text: plainText(firstParagraph(html), EMBED_TEXT_MAX), thumbnailUrl: null };
    }
    default:
      throw new MetadataUnreadable(`oEmbed não usado para ${address.service}`);
  }
}

function metaContent(html: string, property: string): string {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const key = /\b(?:property|name)\s*=\s*"([^"]*)"/i.exec(tag)?.[1];
    if (key?.toLowerCase() !== property) continue;
    return decodeEntities(/\bcontent\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? '');
  }
  return '';
}

/**
 * An Instagram post's public page: og:title is '{Nome} on Instagram: "{legenda}"' (or in Portuguese,
 * 'no Instagram'), og:image its picture.
 */
export function parseInstagramPage(address: EmbedAddress, html: string): ParsedMetadata {
  const title = metaContent(html, 'og:title');
  const description = metaContent(html, 'og:description');
  if (!title && !description) throw new MetadataUnreadable('Página do Instagram sem Open Graph');
  const match = /^(.*?) (?:on|no) Instagram: ["“]([\s\S]*)["”]\s*$/.exec(title);
  return {
    id: address.key,
    title: '',
    author: plainText(match?.[1] ?? '', EMBED_TITLE_MAX),
    text: plainText(match?.[2] ?? description, EMBED_TEXT_MAX),
    thumbnailUrl: httpsUrl(metaContent(html, 'og:image')),
  };
}
