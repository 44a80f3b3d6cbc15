// The SSRF guard as a data table: every notation of an internal address is refused, public ones
// pass; then the whole fetch against a local server (redirects, timeout, byte limit, content type).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForbiddenAddress } from '../../src/images/address-policy';
import { devAllowlist } from '../../src/images/dev-allowlist';
import {
  checkedAddress,
  fetchExternalImage,
  parseImageUrl,
  type FetchPolicy,
  type Resolver,
} from '../../src/images/guarded-fetch';

// A fake DNS: names that resolve to internal addresses (rebinding-style) and public ones.
const DNS: Record<string, string[]> = {
  'imagens.exemplo.com.br': ['93.184.216.34'],
  'interno.exemplo.com': ['10.0.0.5'],
  'misto.exemplo.com': ['93.184.216.34', '127.0.0.1'],
  'v6.exemplo.com': ['2606:4700::1111'],
  'v6-interno.exemplo.com': ['fd12:3456::1'],
  'mapeado.exemplo.com': ['::ffff:169.254.169.254'],
};
const resolve: Resolver = async (host) => {
  const addresses = DNS[host];
  if (!addresses) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const guard = async (url: string, allowlist: string[] = []) =>
  checkedAddress(parseImageUrl(url), { allowlist: new Set(allowlist), resolve });

describe('isForbiddenAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback range'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12 end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with zone'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo of 127.0.0.1'],
    ['[::1]', 'bracketed IPv6'],
    ['localhost', 'not an address'],
  ])('refuses %s (%s)', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '2a00:1450:4001::200e'])(
    'lets %s through',
    (address) => expect(isForbiddenAddress(address)).toBe(false),
  );
});

describe('checkedAddress (URL notations and DNS)', () => {
  it.each([
    'http://127.0.0.1/a.png',
    'http://2130706433/a.png', // decimal
    'http://0x7f000001/a.png', // hex
    'http://0x7f.0.0.1/a.png', // hex octet
    'http://017700000001/a.png', // octal
    'http://0177.0.0.01/a.png', // octal octets
    'http://127.1/a.png', // short form
    'http://0/a.png', // unspecified
    'http://[::1]/a.png',
    'http://[::ffff:127.0.0.1]/a.png',
    'http://[0:0:0:0:0:ffff:7f00:1]/a.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/a.png',
    'http://[fd00::1]/a.png',
    'http://localhost/a.png',
    'http://LOCALHOST./a.png',
    'http://api.localhost/a.png',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://interno.exemplo.com/a.png', // a DNS name pointing inside
    'http://misto.exemplo.com/a.png', // one internal answer among public ones
    'http://v6-interno.exemplo.com/a.png',
    'http://mapeado.exemplo.com/a.png',
    // Found by the threat review (docs/security.md): more spellings of the same places.
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/', // the metadata service, IPv4-mapped
    'http://metadata.google.internal./computeMetadata/v1/', // trailing dot
    'http://instance-data/latest/meta-data/', // the AWS metadata name
    'http://0.0.0.0/a.png',
    'http://[::]/a.png',
    'http://[64:ff9b::a9fe:a9fe]/a.png', // NAT64 of the metadata service
  ])('refuses %s', async (url) => {
    await expect(guard(url)).rejects.toMatchObject({ kind: 'forbidden-address' });
  });

  it.each([
    ['https://imagens.exemplo.com.br/foto.jpg', '93.184.216.34'],
    ['http://93.184.216.34/foto.jpg', '93.184.216.34'],
    ['https://v6.exemplo.com/foto.jpg', '2606:4700::1111'],
  ])('lets %s through to %s', async (url, address) => {
    await expect(guard(url)).resolves.toMatchObject({ address });
  });

  it.each([
    'ftp://exemplo.com/a.png',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'não é url',
    'http://user:pw@exemplo.com/a.png',
    'http://169.254.169.254:80@exemplo.com/a.png', // userinfo that looks like the target
    'data:image/png;base64,iVBORw0KGgo=',
  ])('refuses the form of %s with URL de imagem inválido', async (url) => {
    await expect(guard(url)).rejects.toMatchObject({ kind: 'invalid-url', message: 'URL de imagem inválido' });
  });

  it('lets an allowlisted host:port through, and only that port', async () => {
    await expect(guard('http://127.0.0.1:5123/a.png', ['127.0.0.1:5123'])).resolves.toMatchObject({
      address: '127.0.0.1',
    });
    await expect(guard('http://127.0.0.1:5124/a.png', ['127.0.0.1:5123'])).rejects.toMatchObject({
      kind: 'forbidden-address',
    });
  });
});

describe('devAllowlist', () => {
  it('is empty outside the Functions emulator, whatever the variable says', () => {
    expect(devAllowlist({ PAUTA_DEV_IMAGE_IMPORT_ALLOWLIST: '127.0.0.1:5123' }).size).toBe(0);
    expect(devAllowlist({ FUNCTIONS_EMULATOR: 'false', PAUTA_DEV_IMAGE_IMPORT_ALLOWLIST: '127.0.0.1:5123' }).size).toBe(
      0,
    );
  });
  it('reads host:port pairs inside the emulator, ignoring malformed entries', () => {
    const list = devAllowlist({
      FUNCTIONS_EMULATOR: 'true',
      PAUTA_DEV_IMAGE_IMPORT_ALLOWLIST: '127.0.0.1:5123, lixo, *:80',
    });
    expect([...list]).toEqual(['127.0.0.1:5123']);
  });
});

describe('fetchExternalImage against a local server', () => {
  let server: Server;
  let origin = '';
  let allowlist: Set<string>;
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? '/';
      if (path === '/foto.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      else if (path === '/pagina.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>oi</h1>');
      else if (path === '/svg') res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
      else if (path === '/redireciona') res.writeHead(302, { location: '/foto.png' }).end();
      else if (path === '/para-metadados') res.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end();
      else if (path === '/para-loopback')
        res.writeHead(302, { location: `http://[::1]:${(server.address() as AddressInfo).port}/foto.png` }).end();
      else if (path === '/lenta') setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG), 3000);
      else if (path === '/enorme') {
        // No content-length: the limit must hold while streaming.
        res.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 40 && res.write(chunk)) sent += 1;
          if (sent < 40) res.once('drain', pump);
          else res.end();
        };
        pump();
      } else res.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    allowlist = new Set([`127.0.0.1:${port}`]);
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const policy = (overrides: Partial<FetchPolicy> = {}): FetchPolicy => ({
    timeoutMs: 5000,
    maxBytes: 1024 * 1024,
    maxRedirects: 3,
    allowlist,
    ...overrides,
  });

  it('downloads an image from an allowlisted local server, following a redirect', async () => {
    const fetched = await fetchExternalImage(`${origin}/redireciona`, policy());
    expect(fetched.contentType).toBe('image/png');
    expect(fetched.data.equals(PNG)).toBe(true);
    expect(fetched.finalUrl).toBe(`${origin}/foto.png`);
  });

  it('refuses the same server when it is not allowlisted (loopback)', async () => {
    await expect(fetchExternalImage(`${origin}/foto.png`, policy({ allowlist: new Set() }))).rejects.toMatchObject({
      kind: 'forbidden-address',
    });
  });

  it('refuses redirects into the metadata service or another loopback notation', async () => {
    await expect(fetchExternalImage(`${origin}/para-metadados`, policy())).rejects.toMatchObject({
      kind: 'forbidden-address',
    });
    await expect(fetchExternalImage(`${origin}/para-loopback`, policy())).rejects.toMatchObject({
      kind: 'forbidden-address',
    });
  });

  it('refuses responses that are not raster images', async () => {
    for (const path of ['/pagina.html', '/svg'])
      await expect(fetchExternalImage(`${origin}${path}`, policy())).rejects.toMatchObject({
        kind: 'not-image',
        message: 'A resposta do servidor não é uma imagem válida',
      });
  });

  it('stops streaming at the byte limit', async () => {
    await expect(fetchExternalImage(`${origin}/enorme`, policy())).rejects.toMatchObject({ kind: 'too-large' });
  });

  it('gives up at the deadline', async () => {
    await expect(fetchExternalImage(`${origin}/lenta`, policy({ timeoutMs: 300 }))).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Tempo esgotado ao tentar carregar a imagem',
    });
  });

  it('reports a missing file as unreachable', async () => {
    await expect(fetchExternalImage(`${origin}/nada.png`, policy())).rejects.toMatchObject({ kind: 'unreachable' });
  });
});
