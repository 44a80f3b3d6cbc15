// RSS 2.0 and Atom feeds, parsed with fast-xml-parser (entities and CDATA handled by the parser,
// markup stripped from titles afterwards). Malformed XML is a provider error.
import { XMLParser } from 'fast-xml-parser';
import type { NewsItem } from '@pauta/model';
import { cleanText, cleanUrl, parseDate } from './clean-text';
import { ProviderError } from './news-errors';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['item', 'entry', 'link'].includes(name),
});

type Node = Record<string, unknown>;
const text = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node)['#text'] : value;
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

export function parseFeed(xml: string, source: string): NewsItem[] {
  let doc: Node;
  try {
    doc = parser.parse(xml, true) as Node;
  } catch {
    throw new ProviderError(`feed ${source}: malformed XML`);
  }
  const rss = doc.rss as Node | undefined;
  const channel = first(rss?.channel) as Node | undefined;
  if (channel) return (asList(channel.item) as Node[]).map((item) => rssItem(item, source)).filter(isItem);
  const feed = doc.feed as Node | undefined;
  if (feed) return (asList(feed.entry) as Node[]).map((entry) => atomEntry(entry, source)).filter(isItem);
  const rdf = doc['rdf:RDF'] as Node | undefined;
  if (rdf) return (asList(rdf.item) as Node[]).map((item) => rssItem(item, source)).filter(isItem);
  throw new ProviderError(`feed ${source}: neither RSS nor Atom`);
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);
const isItem = (item: NewsItem | null): item is NewsItem => item !== null;

function rssItem(item: Node, source: string): NewsItem | null {
  const title = cleanText(text(item.title));
  const link = asList(item.link).map(text)[0] ?? text(item.guid);
  const url = cleanUrl(link);
  if (!title || !url) return null;
  const date = text(item.pubDate) ?? text(item['dc:date']);
  return { title, url, source, publishedAt: parseDate(date) };
}

function atomEntry(entry: Node, source: string): NewsItem | null {
  const title = cleanText(text(entry.title));
  const links = asList(entry.link) as Node[];
  const link = links.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? links[0];
  const url = cleanUrl(link?.['@_href']);
  if (!title || !url) return null;
  return { title, url, source, publishedAt: parseDate(text(entry.published) ?? text(entry.updated)) };
}
