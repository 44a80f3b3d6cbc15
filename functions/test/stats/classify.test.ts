// The tables the counting function decides with: which requests are bots, where a view came from,
// and which address stands for the reader.
import { describe, expect, it } from 'vitest';
import { isBot } from '../../src/stats/bot-filter';
import { trafficSource } from '../../src/stats/traffic-source';
import { digestContent, siteLink } from '../../src/newsletter/mail-templates';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';

describe('bot filter', () => {
  it.each([
    ['Chrome on Windows', CHROME],
    ['Safari on iPhone', IPHONE],
    ['Firefox on Linux', FIREFOX],
    ['Samsung Internet', SAMSUNG],
  ])('counts %s', (_name, agent) => expect(isBot({ 'user-agent': agent })).toBe(false));

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'Googlebot smartphone',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
    ['Yahoo Slurp', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    [
      'Applebot',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    ],
    [
      'GPTBot',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    ],
    ['Facebook previewer', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['WhatsApp previewer', 'WhatsApp/2.23.20.0'],
    ['Twitterbot', 'Twitterbot/1.0'],
    ['Headless Chrome', CHROME.replace('Chrome/', 'HeadlessChrome/')],
    [
      'PhantomJS',
      'Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1',
    ],
    ['Lighthouse', `${CHROME} Chrome-Lighthouse`],
    ['curl', 'curl/8.5.0'],
    ['wget', 'Wget/1.21.4'],
    ['python-requests', 'python-requests/2.32.3'],
    ['Go', 'Go-http-client/2.0'],
    ['node-fetch', 'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)'],
    ['no user agent', ''],
    ['a bare word', 'Mozilla'],
  ])('drops %s', (_name, agent) => expect(isBot({ 'user-agent': agent })).toBe(true));

  it.each([
    ['Sec-Purpose: prefetch', { 'sec-purpose': 'prefetch' }],
    ['Sec-Purpose: prefetch;prerender', { 'sec-purpose': 'prefetch;prerender' }],
    ['Purpose: prefetch', { purpose: 'prefetch' }],
    ['X-Moz: prefetch', { 'x-moz': 'prefetch' }],
    ['X-Purpose: preview', { 'x-purpose': 'preview' }],
  ])('drops a speculative load (%s)', (_name, headers) =>
    expect(isBot({ 'user-agent': CHROME, ...headers })).toBe(true),
  );
});

describe('traffic source', () => {
  const site = 'pauta.dev';
  it.each<[string, { referrerHost?: string; utmSource?: string }, string]>([
    ['no referrer', {}, 'direto'],
    ['Google', { referrerHost: 'www.google.com' }, 'busca'],
    ['Google Brasil', { referrerHost: 'www.google.com.br' }, 'busca'],
    ['Bing', { referrerHost: 'www.bing.com' }, 'busca'],
    ['DuckDuckGo', { referrerHost: 'duckduckgo.com' }, 'busca'],
    ['Yahoo', { referrerHost: 'br.search.yahoo.com' }, 'busca'],
    ['Ecosia', { referrerHost: 'www.ecosia.org' }, 'busca'],
    ['Brave Search', { referrerHost: 'search.brave.com' }, 'busca'],
    ['Facebook (mobile)', { referrerHost: 'm.facebook.com' }, 'social'],
    ['Facebook link shim', { referrerHost: 'l.facebook.com' }, 'social'],
    ['Instagram', { referrerHost: 'l.instagram.com' }, 'social'],
    ['X / t.co', { referrerHost: 't.co' }, 'social'],
    ['LinkedIn', { referrerHost: 'www.linkedin.com' }, 'social'],
    ['Reddit', { referrerHost: 'old.reddit.com' }, 'social'],
    ['YouTube', { referrerHost: 'www.youtube.com' }, 'social'],
    ['WhatsApp Web', { referrerHost: 'web.whatsapp.com' }, 'social'],
    ['Bluesky', { referrerHost: 'bsky.app' }, 'social'],
    ['another site', { referrerHost: 'g1.globo.com' }, 'outros'],
    ['a site named like a search engine', { referrerHost: 'googleblog.example.com' }, 'outros'],
    ['our own pages', { referrerHost: 'www.pauta.dev' }, 'interno'],
    ['utm_source=newsletter', { utmSource: 'newsletter' }, 'newsletter'],
    [
      'utm_source=newsletter-semanal with a referrer',
      { utmSource: 'newsletter-semanal', referrerHost: 'mail.google.com' },
      'newsletter',
    ],
    ['utm_source=email', { utmSource: 'email' }, 'newsletter'],
    ['utm_source=facebook', { utmSource: 'facebook' }, 'social'],
    ['utm_source=google', { utmSource: 'google' }, 'busca'],
    ['an unknown utm_source with no referrer', { utmSource: 'parceiro' }, 'direto'],
  ])('%s → %s', (_name, input, expected) => expect(trafficSource({ ...input, siteHost: site })).toBe(expected));

  it("counts the newsletter digest's links as Newsletter, from a webmail or a mail app", () => {
    const mailSite = { title: 'Pauta', baseUrl: 'https://pauta.dev' };
    const article = {
      id: 'a1',
      path: '/artigo/um-titulo',
      title: 'Um título',
      excerpt: '',
      category: 'geral',
      publishedAt: '2026-11-24T10:00:00.000Z',
    };
    const { articlesHtml } = digestContent(mailSite, 'Resumo', [article], true);
    const href = /href="([^"]+)"/.exec(articlesHtml)![1]!.replaceAll('&amp;', '&');
    expect(href).toBe(siteLink(mailSite, '/artigo/um-titulo'));
    const utmSource = new URL(href).searchParams.get('utm_source') ?? undefined;
    expect(trafficSource({ utmSource, referrerHost: 'mail.google.com', siteHost: 'pauta.dev' })).toBe('newsletter');
    expect(trafficSource({ utmSource, siteHost: 'pauta.dev' })).toBe('newsletter');
  });

  it('compares our own host without port or www', () =>
    expect(trafficSource({ referrerHost: '127.0.0.1:5000', siteHost: '127.0.0.1:5000' })).toBe('interno'));
});
