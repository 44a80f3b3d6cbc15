// Requests that are not a person reading: crawlers, headless browsers and HTTP tools, link
// previewers and speculative loads (prefetch/prerender). Matched on the user agent and on the
// headers browsers send for speculative requests.

/** Fragments of user agents that belong to crawlers, previewers, automation and HTTP libraries. */
const BOT_AGENT = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'mediapartners',
    'facebookexternalhit',
    'facebookcatalog',
    'embedly',
    'quora link preview',
    'whatsapp',
    'telegrambot',
    'skypeuripreview',
    'vkshare',
    'pinterest',
    'bitlybot',
    'ia_archiver',
    'archive\\.org',
    'headlesschrome',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'webdriver',
    'lighthouse',
    'chrome-lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptimerobot',
    'statuscake',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'httpx',
    'go-http-client',
    'okhttp',
    'java/',
    'apache-httpclient',
    'node-fetch',
    'undici',
    'axios/',
    'libwww-perl',
    'scrapy',
    'httpclient',
    'feedfetcher',
    'feedparser',
    'rss',
    'preview',
    'validator',
  ].join('|'),
  'i',
);

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
};

/** True when the request should not count as a person's view. */
export function isBot(headers: Headers): boolean {
  const agent = header(headers, 'user-agent').trim();
  // Every browser sends a user agent that names Mozilla (or Opera); an empty or bare one is a tool.
  if (agent.length < 20 || !/mozilla|opera/.test(agent)) return true;
  if (BOT_AGENT.test(agent)) return true;
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-purpose')} ${header(headers, 'x-moz')}`;
  return /prefetch|prerender|preview/.test(purpose);
}
