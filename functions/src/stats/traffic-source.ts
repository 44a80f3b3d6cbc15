// Where a view came from, from the referrer's host and the landing URL's utm_source: Busca,
// Redes sociais, Newsletter, Direto (no referrer), Navegação interna (our own pages) or Outros sites.
import { NEWSLETTER_UTM_SOURCE, type TrafficSource } from '@pauta/model';

/** Search engines: a host label (with or without a country suffix) names them. */
const SEARCH =
  /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|qwant|search\.brave|startpage|ask|aol|naver|seznam|sogou|so\.com)(\.[a-z]{2,3}){1,2}$/;
const SEARCH_NAMES = /^(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|qwant|brave|startpage)$/;

const SOCIAL =
  /(^|\.)(facebook\.com|fb\.com|fb\.me|instagram\.com|l\.instagram\.com|twitter\.com|t\.co|x\.com|linkedin\.com|lnkd\.in|reddit\.com|tiktok\.com|youtube\.com|youtu\.be|pinterest\.[a-z.]+|threads\.net|bsky\.app|mastodon\.social|tumblr\.com|whatsapp\.com|wa\.me|web\.whatsapp\.com|t\.me|telegram\.org|news\.ycombinator\.com|kwai\.com|discord\.com)$/;
const SOCIAL_NAMES =
  /^(facebook|fb|instagram|ig|twitter|x|linkedin|reddit|tiktok|youtube|pinterest|threads|bluesky|mastodon|whatsapp|telegram|kwai|discord)$/;

const NEWSLETTER = new RegExp(`${NEWSLETTER_UTM_SOURCE}|^e-?mail$|^mail$`, 'i');

const stripWww = (host: string) => host.replace(/:\d+$/, '').replace(/^www\./, '');

export function trafficSource(input: { referrerHost?: string; utmSource?: string; siteHost: string }): TrafficSource {
  const utm = input.utmSource?.trim().toLowerCase();
  if (utm) {
    if (NEWSLETTER.test(utm)) return 'newsletter';
    if (SEARCH_NAMES.test(utm)) return 'busca';
    if (SOCIAL_NAMES.test(utm)) return 'social';
  }
  const referrer = input.referrerHost ? stripWww(input.referrerHost.toLowerCase()) : '';
  if (!referrer) return 'direto';
  if (referrer === stripWww(input.siteHost.toLowerCase())) return 'interno';
  if (SEARCH.test(referrer)) return 'busca';
  if (SOCIAL.test(referrer)) return 'social';
  return 'outros';
}
