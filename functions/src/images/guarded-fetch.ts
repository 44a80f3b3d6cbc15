// Downloads an external image without letting the URL reach inside our network (SSRF): every hop
// (redirects included) is http(s), its host is resolved and refused when any address is internal,
// and the connection uses exactly the checked address (no second lookup to rebind). One deadline
// covers the whole exchange; the body is counted while it streams and cut at the byte limit.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { IMAGE_IMPORT_FAILURES } from '@pauta/model';
import { isBlockedHostName, isForbiddenAddress } from './address-policy';

export type RefusalKind = 'invalid-url' | 'forbidden-address' | 'timeout' | 'too-large' | 'not-image' | 'unreachable';

export const FETCH_REFUSAL_TEXT: Record<RefusalKind, string> = {
  'invalid-url': 'URL de imagem inválido',
  'forbidden-address': 'Este endereço não pode ser usado para importar imagens',
  timeout: IMAGE_IMPORT_FAILURES.timeout,
  'too-large': 'A imagem externa excede o tamanho máximo de 5MB',
  'not-image': 'A resposta do servidor não é uma imagem válida',
  unreachable: 'Não foi possível baixar a imagem externa',
};

export class FetchRefused extends Error {
  constructor(readonly kind: RefusalKind) {
    super(FETCH_REFUSAL_TEXT[kind]);
  }
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export interface FetchPolicy {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** `host:port` pairs let through without the address check (development only, see devAllowlist). */
  allowlist: ReadonlySet<string>;
  /** The local fixture server every request goes to instead (development only, see devFetchFixtures). */
  fixtures?: string | null;
  resolve?: Resolver;
}

export interface FetchedImage {
  data: Buffer;
  contentType: string;
  finalUrl: string;
}

/** Services answer oEmbed and page requests from a named client; never a browser's cookies. */
const USER_AGENT = 'PautaBot/1.0 (+https://pauta.dev; embeds and image imports)';

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Parses and checks the URL's form: http or https, a host, no userinfo tricks. */
export function parseImageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FetchRefused('invalid-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('invalid-url');
  if (!url.hostname || url.username || url.password) throw new FetchRefused('invalid-url');
  return url;
}

const hostKey = (url: URL) => `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/**
 * Resolves the URL's host and returns the address to connect to, or throws 'forbidden-address'.
 * WHATWG parsing already turns decimal, hex and octal IPv4 notations into dotted quads.
 */
export async function checkedAddress(url: URL, policy: Pick<FetchPolicy, 'allowlist' | 'resolve'>) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = policy.allowlist.has(hostKey(url));
  if (isIP(host)) {
    if (!allowed && isForbiddenAddress(host)) throw new FetchRefused('forbidden-address');
    return { address: host, family: isIP(host) };
  }
  if (!allowed && isBlockedHostName(host)) throw new FetchRefused('forbidden-address');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await (policy.resolve ?? systemResolver)(host);
  } catch {
    throw new FetchRefused('unreachable');
  }
  if (addresses.length === 0) throw new FetchRefused('unreachable');
  // One internal answer is enough to refuse: the client may otherwise pick it.
  if (!allowed && addresses.some((a) => isForbiddenAddress(a.address))) throw new FetchRefused('forbidden-address');
  return addresses[0];
}

/** What a fetch accepts: its Accept header and whether a response's content type may be read. */
export interface FetchKind {
  accept: string;
  acceptsType(contentType: string): boolean;
}

// SVG is an image type but can carry script; the pipeline only takes raster formats.
const IMAGE_KIND: FetchKind = {
  accept: 'image/*',
  acceptsType: (type) => /^image\/[a-z0-9.+-]+$/.test(type) && type !== 'image/svg+xml',
};

/** The checks of checkedAddress that need no DNS answer: an internal IP literal, a metadata host name. */
function refuseInternalLiteral(url: URL): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if ((isIP(host) && isForbiddenAddress(host)) || isBlockedHostName(host)) throw new FetchRefused('forbidden-address');
}

export async function fetchExternalImage(rawUrl: string, policy: FetchPolicy): Promise<FetchedImage> {
  return guardedFetch(rawUrl, policy, IMAGE_KIND);
}

/**
 * Any guarded download (an image, an oEmbed answer, a post's page): every hop checked, the body cut
 * at the byte limit, refused as 'not-image' when its content type is not one `kind` reads.
 */
export async function guardedFetch(rawUrl: string, policy: FetchPolicy, kind: FetchKind): Promise<FetchedImage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    let url = parseImageUrl(rawUrl);
    for (let hop = 0; ; hop += 1) {
      const destination = fixtureAddress(url, policy);
      // A recorded answer stands in for the host's; an internal address is still refused as such.
      if (destination !== url) refuseInternalLiteral(url);
      const target = await checkedAddress(destination, policy);
      const response = await request(destination, target, controller.signal, kind.accept);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= policy.maxRedirects) throw new FetchRefused('unreachable');
        url = parseImageUrl(new URL(response.headers.location, url).href);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FetchRefused('unreachable');
      }
      const contentType = String(response.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      if (!kind.acceptsType(contentType)) {
        response.destroy();
        throw new FetchRefused('not-image');
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > policy.maxBytes) {
        response.destroy();
        throw new FetchRefused('too-large');
      }
      const data = await readLimited(response, policy.maxBytes);
      return { data, contentType, finalUrl: url.href };
    }
  } catch (error) {
    if (controller.signal.aborted) throw new FetchRefused('timeout');
    if (error instanceof FetchRefused) throw error;
    throw new FetchRefused('unreachable');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where a request really goes: the address itself, or (local stack only, `policy.fixtures`) the
 * fixture server's recording of it, `{fixtures}/{host}{path}?{query}`. Redirects and the final URL
 * stay the real addresses, so the code path is production's.
 */
function fixtureAddress(url: URL, policy: FetchPolicy): URL {
  if (!policy.fixtures || policy.allowlist.has(hostKey(url))) return url;
  return new URL(`${policy.fixtures.replace(/\/+$/, '')}/${url.host}${url.pathname}${url.search}`);
}

function request(url: URL, target: { address: string; family: number }, signal: AbortSignal, accept: string) {
  // Connect to the address that was checked, whatever a second DNS answer would say.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = client.get(url, { lookup: pinned, signal, headers: { accept, 'user-agent': USER_AGENT } }, resolve);
    req.once('error', reject);
  });
}

function readLimited(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    response.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        response.destroy();
        reject(new FetchRefused('too-large'));
        return;
      }
      chunks.push(chunk);
    });
    response.once('end', () => resolve(Buffer.concat(chunks)));
    response.once('error', reject);
    response.once('close', () => {
      if (!response.complete) reject(new FetchRefused('unreachable'));
    });
  });
}
