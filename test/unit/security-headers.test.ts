// firebase.json gives Hosting's responses the very headers the functions set on theirs
// (@pauta/model security-headers.ts): where both set one, both say the same, whichever wins.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_SOURCES, PRIVATE_REFERRER_POLICY, SECURITY_HEADERS } from '@pauta/model';

const ROOT = join(import.meta.dirname, '..', '..');
type HeaderRule = { source: string; headers: { key: string; value: string }[] };
const rules = (JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: { headers: HeaderRule[] } })
  .hosting.headers;
const headersOf = (source: string) =>
  Object.fromEntries((rules.find((r) => r.source === source)?.headers ?? []).map((h) => [h.key, h.value]));

describe('firebase.json security headers', () => {
  it('every response: the model’s security headers, first (later rules narrow them)', () => {
    expect(rules[0]?.source).toBe('**');
    expect(headersOf('**')).toEqual(SECURITY_HEADERS);
  });

  it('the pages whose address carries a secret send no Referer', () => {
    for (const source of PRIVATE_PAGE_SOURCES) {
      expect(headersOf(source)).toEqual({ 'Referrer-Policy': PRIVATE_REFERRER_POLICY });
      expect(rules.findIndex((r) => r.source === source)).toBeGreaterThan(0);
    }
  });

  it('no other rule sets a security header (nothing contradicts the functions’ own)', () => {
    const keys = new Set(Object.keys(SECURITY_HEADERS));
    const others = rules.filter((r) => r.source !== '**' && !PRIVATE_PAGE_SOURCES.includes(r.source));
    expect(others.flatMap((r) => r.headers.filter((h) => keys.has(h.key)).map((h) => `${r.source} ${h.key}`))).toEqual(
      [],
    );
  });
});
