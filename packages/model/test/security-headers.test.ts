import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EMBED_ORIGINS,
  EMBED_SERVICES,
  embedPlayerUrl,
  HEADER_CONTENT_SECURITY_POLICY,
  inlineCode,
  pageContentSecurityPolicy,
  PERMISSIONS_POLICY,
  withPolicyMeta,
  withoutEventHandlers,
  withScriptHashes,
} from '../src/index.js';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('the header policy', () => {
  it('keeps every page out of frames, plugins, foreign <base> and foreign form targets', () => {
    expect(HEADER_CONTENT_SECURITY_POLICY).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('turns sensors and capture off and grants playback to the video players only', () => {
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect(PERMISSIONS_POLICY).toMatch(/fullscreen=\(self "https:\/\/www\.youtube-nocookie\.com"/);
    expect(PERMISSIONS_POLICY).not.toMatch(/\*/);
  });
});

describe('pageContentSecurityPolicy', () => {
  it('an app page: scripts from here and by hash, no inline script otherwise, no eval', () => {
    const policy = pageContentSecurityPolicy({ scripts: true, scriptHashes: ['sha256-abc'] });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("default-src 'self'");
  });

  it('frames exactly the players the embed facades load at a click, nothing more', () => {
    const frameSrc = (policy: string) =>
      policy
        .split('; ')
        .find((d) => d.startsWith('frame-src '))!
        .split(' ')
        .slice(1);
    const sample = { youtube: 'k3yN0te2025', vimeo: '76979871', x: '463440424141459456' } as Record<string, string>;
    sample.bluesky = 'did:plc:abcdefghijklmnopqrstuvwx/3l6oveex3ii2l';
    sample.instagram = 'p/DBAxYz1Nq4T';
    const players = EMBED_SERVICES.map((service) => new URL(embedPlayerUrl(service, sample[service]!)!).origin);
    expect(frameSrc(pageContentSecurityPolicy({ scripts: true, scriptHashes: [] })).sort()).toEqual(
      [...new Set(players)].sort(),
    );
    expect([...EMBED_ORIGINS].sort()).toEqual(
      [
        'https://embed.bsky.app',
        'https://platform.twitter.com',
        'https://player.vimeo.com',
        'https://www.instagram.com',
        'https://www.youtube-nocookie.com',
      ].sort(),
    );
  });

  it('a private document: no script and no connection at all', () => {
    const policy = pageContentSecurityPolicy({ scripts: false, scriptHashes: [] });
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("connect-src 'none'");
  });
});

describe('inlineCode and withScriptHashes', () => {
  const page = (body: string) =>
    withPolicyMeta(
      `<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body>${body}</body></html>`,
      pageContentSecurityPolicy({ scripts: true, scriptHashes: ['sha256-velho'] }),
    );

  it('finds runnable inline scripts and handlers; skips external scripts and data blocks', () => {
    const html = page(
      `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>` +
        `<script type="application/json">{"c":1}</script><script type="application/ld+json">{}</script>` +
        `<link rel="preload" onload="this.rel=&#39;stylesheet&#39;"><p>texto onclick="nada"</p>`,
    );
    expect(inlineCode(html)).toEqual({ scripts: ['a()', 'b()'], handlers: ["this.rel='stylesheet'"] });
  });

  it('polices inline speculation rules like code: a page’s prefetch rules are allowed by their hash', () => {
    const rules = '{"prefetch":[{"source":"document","eagerness":"moderate"}]}';
    expect(inlineCode(page(`<script type="speculationrules">${rules}</script>`)).scripts).toEqual([rules]);
  });

  it('rewrites script-src to exactly the page’s hashes (old ones gone), with unsafe-hashes only for handlers', () => {
    const html = withScriptHashes(page('<script>a()</script>'), sha);
    const scriptSrc = /script-src ([^;]*)/.exec(html)![1]!;
    expect(scriptSrc).toBe(`'self' 'sha256-${sha('a()')}'`);
    const withHandler = withScriptHashes(page('<img src="x" onerror="f()">'), sha);
    expect(/script-src ([^;]*)/.exec(withHandler)![1]).toBe(`'self' 'unsafe-hashes' 'sha256-${sha('f()')}'`);
    expect(withScriptHashes('<html><head></head><script>a()</script></html>', sha)).not.toContain('sha256');
  });

  it('puts the meta right after the charset, once', () => {
    const html = withPolicyMeta(page(''), "default-src 'none'");
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(html).toMatch(
      /<meta charset="utf-8">\s*<meta http-equiv="Content-Security-Policy" content="default-src 'none'">/,
    );
  });
});

describe('withoutEventHandlers', () => {
  it.each([
    ['<img src="x.png" alt="a" onerror="alert(1)">', '<img src="x.png" alt="a">'],
    ['<svg/onload=alert(1)>', '<svg>'],
    ['<IMG SRC=x ONERROR=alert(1) title="fica">', '<IMG SRC=x title="fica">'],
    ['<a href="/x" onclick=\'go()\' onmouseover=go>x</a>', '<a href="/x">x</a>'],
    ['<img src=x onerror\f=alert(1)>', '<img src=x>'],
  ])('%s → %s', (input, output) => expect(withoutEventHandlers(input)).toBe(output));

  it('leaves text and attribute values alone, even when they look like handlers', () => {
    const html = '<p title="x onclick=y">use onclick="f()" no HTML &lt;b onclick=x&gt;</p>';
    expect(withoutEventHandlers(html)).toBe(html);
  });
});
