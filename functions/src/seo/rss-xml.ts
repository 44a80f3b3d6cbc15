// RSS 2.0 serializer: excerpt in <description>, sanitized full HTML in <content:encoded>, and
// <atom:updated> when the story last changed for readers (the page's 'Atualizado em', else its
// publication: the same instant as the page's dateModified and the sitemap's lastmod).
import { XML_DECLARATION, cdata, dateModifiedOf, element, encodedArticlePath, escapeXml } from '@pauta/model';
import type { FeedArticle } from './article-source';

export interface RssChannel {
  title: string;
  description: string;
  /** Absolute URL of the page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel=self). */
  selfUrl: string;
  baseUrl: string;
  buildDate: Date;
}

export interface RssItem {
  article: FeedArticle;
  /** Sanitized HTML body, or null when it could not be read. */
  html: string | null;
}

const rfc822 = (d: Date) => d.toUTCString();

export function renderRss(channel: RssChannel, items: RssItem[]): string {
  const out = [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" ' +
      'xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
      'xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description || channel.title),
    element('language', 'pt-BR'),
    element('lastBuildDate', rfc822(channel.buildDate)),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const { article: a, html } of items) {
    const url = `${channel.baseUrl}${encodedArticlePath(a)}`;
    const date = a.publishedAt ?? a.createdAt;
    const modified = dateModifiedOf({ ...a, modifiedAt: a.modifiedAt ?? null });
    out.push(
      [
        '<item>',
        element('title', a.title),
        element('link', url),
        `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
        date ? element('pubDate', rfc822(date)) : '',
        modified ? element('atom:updated', modified.toISOString()) : '',
        a.authorName ? element('dc:creator', a.authorName) : '',
        a.category ? element('category', a.category) : '',
        ...a.tags.map((t) => element('category', t)),
        element('description', a.excerpt),
        html !== null ? `<content:encoded>${cdata(html)}</content:encoded>` : '',
        a.imageUrl && /^https?:\/\//.test(a.imageUrl)
          ? `<enclosure url="${escapeXml(a.imageUrl)}" length="0" type="${imageType(a.imageUrl)}"/>` + mediaContent(a)
          : '',
        '</item>',
      ].join(''),
    );
  }
  out.push('</channel>', '</rss>', '');
  return out.join('\n');
}

/** The cover as Media RSS: its size, text alternative, caption and credit ('Foto: ...' is the page's wording). */
function mediaContent(a: FeedArticle): string {
  const size = a.imageVariants ? ` width="${a.imageVariants.width}" height="${a.imageVariants.height}"` : '';
  const parts = [
    a.imageAlt ? element('media:title', a.imageAlt) : '',
    a.imageCaption ? element('media:description', a.imageCaption) : '',
    a.imageCredit ? `<media:credit role="photographer">${escapeXml(a.imageCredit)}</media:credit>` : '',
  ].join('');
  return `<media:content url="${escapeXml(a.imageUrl)}" medium="image" type="${imageType(a.imageUrl)}"${size}>${parts}</media:content>`;
}

function imageType(url: string): string {
  const ext = /\.(\w+)(?:[?#]|$)/.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  if (ext === 'png') return 'image/png';
  if (ext === 'gif') return 'image/gif';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  return 'image/webp';
}
