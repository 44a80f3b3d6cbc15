// The security headers of every response (docs/security.md, "Response headers"). Hosting adds
// them from firebase.json to whatever it serves, and every HTTP function sets the very same values
// itself (a function is also reachable at its own URL): where both set a header, both say the same,
// whichever wins. What differs from page to page (which scripts, images and frames) travels in the
// page's own <meta http-equiv="Content-Security-Policy"> (pageContentSecurityPolicy), which adds
// its restrictions to the header's.
import { IFRAME_FEATURES } from './article-sanitizer.js';
import { EMBED_FRAME_ORIGINS } from './embeds.js';

/**
 * The header policy, the same on every response: no page of ours in anyone's frame, no plugins, no
 * <base> pointing elsewhere, forms only to ourselves. (These directives cannot live in a meta tag.)
 */
export const HEADER_CONTENT_SECURITY_POLICY = [
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The players an article may frame (the facades' players, which body iframes are also pointed at),
 * as CSP and Permissions-Policy origins.
 */
export const EMBED_ORIGINS = Object.values(EMBED_FRAME_ORIGINS);

const FEATURES_OFF = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];

/** Sensors, capture and payment off for everyone; an embed's playback features for us and the players only. */
export const PERMISSIONS_POLICY = [
  ...FEATURES_OFF.map((feature) => `${feature}=()`),
  ...IFRAME_FEATURES.map((feature) => `${feature}=(self ${EMBED_ORIGINS.map((o) => `"${o}"`).join(' ')})`),
].join(', ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': HEADER_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Pages whose address carries a secret (a preview token, a newsletter link): no Referer at all. */
export const PRIVATE_REFERRER_POLICY = 'no-referrer';

/** The paths (Hosting globs) whose answers send no Referer: pages with a secret in their address, and the newsletter's. */
export const PRIVATE_PAGE_SOURCES = ['/previa/**', '/newsletter/**', '/api/newsletter'];

export interface PagePolicy {
  /** 'sha256-…' sources of the page's inline scripts; none means no inline script may run. */
  scriptHashes: readonly string[];
  /** Whether scripts may load at all (the app's pages) or none (private documents). */
  scripts: boolean;
  /** Extra sources, by directive (the Firebase endpoints of this build, the auth domain…). */
  extra?: Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', readonly string[]>>;
  /** Ask the browser to fetch every http: subresource over https (production builds). */
  upgradeInsecure?: boolean;
}

/**
 * The page's own policy (a meta tag): scripts from this origin and the listed inline hashes only;
 * styles from here and inline (Mantine's); images from anywhere over https (article bodies may show
 * them) and data:/blob: (previews of uploads); frames only the video players (and the auth domain
 * when listed); connections to this origin and the listed endpoints.
 */
export function pageContentSecurityPolicy(policy: PagePolicy): string {
  const extra = policy.extra ?? {};
  const list = (...sources: (string | readonly string[] | undefined)[]) =>
    sources.flat().filter((s): s is string => !!s);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      policy.scripts
        ? list(
            "'self'",
            policy.scriptHashes.map((h) => `'${h}'`),
            extra['script-src'],
          )
        : ["'none'"],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', list("'self'", 'data:', 'blob:', 'https:', extra['img-src'])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', policy.scripts ? list("'self'", extra['connect-src']) : ["'none'"]],
    ['frame-src', list(EMBED_ORIGINS, extra['frame-src'])],
    ['media-src', ["'self'", 'https:']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
  ];
  const text = directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`);
  if (policy.upgradeInsecure) text.push('upgrade-insecure-requests');
  return text.join('; ');
}

// ---------- the page's policy meta and its inline-script hashes ----------

/**
 * Script types the page's policy polices: those a browser runs, and inline speculation rules (the
 * reader pages' prefetch: refused by script-src unless allowed, like code). Any other
 * (application/json, application/ld+json) is data.
 */
const RUNNABLE_TYPE =
  /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript|speculationrules)$/i;

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * What in `html` a policy must allow by hash: the text of every inline script a browser would run,
 * and the code of every inline event handler (`onload="…"`, allowed by hash with 'unsafe-hashes').
 */
export function inlineCode(html: string): { scripts: string[]; handlers: string[] } {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (!RUNNABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    scripts.push(match[2] ?? '');
  }
  const handlers: string[] = [];
  for (const tag of html.matchAll(
    /<[a-zA-Z][^\s/>]*((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g,
  )) {
    for (const attr of (tag[1] ?? '').matchAll(/\s(on[a-z]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi))
      handlers.push(decodeAttribute(attr[2] ?? attr[3] ?? attr[4] ?? ''));
  }
  return { scripts, handlers };
}

const POLICY_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i;

/** The page with its policy meta first in <head> (after the charset), replacing one already there. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, () => meta);
  const charset = /<meta\s+charset=[^>]*>/i;
  if (charset.test(html)) return html.replace(charset, (m) => `${m}\n    ${meta}`);
  return html.replace(/<head[^>]*>/i, (m) => `${m}\n    ${meta}`);
}

/**
 * The page with its policy meta's script-src allowing exactly the inline code the page now holds
 * (by SHA-256, `sha256Base64` of the UTF-8 text): whatever inline scripts and handlers the page was
 * built with or given since. A page without the meta is returned as it is.
 */
export function withScriptHashes(html: string, sha256Base64: (text: string) => string): string {
  const found = POLICY_META.exec(html);
  if (!found) return html;
  const { scripts, handlers } = inlineCode(html);
  const hashes = [...new Set([...scripts, ...handlers].map((code) => `'sha256-${sha256Base64(code)}'`))];
  const directives = found[1]!.split(';').map((d) => d.trim());
  const rewritten = directives.map((directive) => {
    const [name, ...sources] = directive.split(/\s+/);
    if (name !== 'script-src' || sources.includes("'none'")) return directive;
    const kept = sources.filter((s) => !s.startsWith("'sha256-") && s !== "'unsafe-hashes'");
    return [name, ...kept, ...(handlers.length ? ["'unsafe-hashes'"] : []), ...hashes].join(' ');
  });
  return withPolicyMeta(html, rewritten.join('; '));
}
