// The client's address, taken only from what the platform wrote (docs/security.md, "Client
// addresses"). A Cloud Run function sits behind Google's front end, which appends to
// X-Forwarded-For the address the connection came from: the right-most entry is Google's to write,
// every entry left of it is whoever sent it. Reached through Firebase Hosting, that connection
// comes from Hosting's CDN (Fastly), which appended the reader's address before forwarding; reached
// at the function's own URL, it comes from the caller itself. So the entries are read from the
// right, past the proxies we trust (the CDN's published ranges, Google's front ends, private
// networks, PAUTA_TRUSTED_PROXIES), and the first other one is the client. Fastly-Client-IP is never
// read: Fastly keeps whatever value a client sends in it. Locally nothing appends to the header (the
// Hosting emulator adds none, the Functions emulator gives no socket address), so the last entry a
// test writes stands in for Google's; without one, every local request is one client.
import { BlockList, isIP } from 'node:net';

type Headers = Record<string, string | string[] | undefined>;

/** Fastly's published ranges (api.fastly.com/public-ip-list): Firebase Hosting's CDN. */
const CDN_RANGES = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
];

/** Google's front ends and load balancers, and networks no client on the internet connects from. */
const PLATFORM_RANGES = [
  '35.191.0.0/16',
  '130.211.0.0/22',
  '2600:2d00:1:b029::/64',
  '2600:2d00:1:1::/64',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '127.0.0.0/8',
  'fc00::/7',
  'fe80::/10',
  '::1/128',
];

/** A proxy-range list: the defaults plus PAUTA_TRUSTED_PROXIES (comma-separated CIDRs or addresses). */
export function trustedProxies(extra = process.env.PAUTA_TRUSTED_PROXIES ?? ''): BlockList {
  const list = new BlockList();
  const entries = [...CDN_RANGES, ...PLATFORM_RANGES, ...extra.split(',').map((s) => s.trim())];
  for (const entry of entries) {
    const [net, bits] = entry.split('/');
    const type = isIP(net ?? '');
    if (!type) continue;
    const family = type === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(net!, family);
    else list.addSubnet(net!, Number(bits), family);
  }
  return list;
}

let defaultProxies: BlockList | undefined;
let shapeLogged = false;

/**
 * Once per instance, the shape of the first X-Forwarded-For it sees (which entries are trusted
 * proxies, never the addresses): after a deploy, one log line tells whether a hop of Hosting's own
 * stands right of the reader and belongs in PAUTA_TRUSTED_PROXIES (docs/security.md).
 */
function logShapeOnce(entries: string[], proxies: BlockList) {
  if (shapeLogged || !entries.length || process.env.FUNCTIONS_EMULATOR === 'true') return;
  shapeLogged = true;
  const shape = entries.map((e) => (!isIP(e) ? 'malformed' : trusted(e, proxies) ? 'proxy' : 'client'));
  console.info(JSON.stringify({ message: 'client-address: X-Forwarded-For shape', shape }));
}

const bare = (value: string) => value.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const trusted = (address: string, proxies: BlockList) => proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client's address: the right-most X-Forwarded-For entry that is not a trusted proxy (a malformed
 * entry ends the walk: what lies left of it is nobody's word), else the socket's, else ''.
 */
export function clientAddress(
  headers: Headers,
  socketAddress: string | undefined,
  proxies: BlockList = (defaultProxies ??= trustedProxies()),
): string {
  const raw = headers['x-forwarded-for'];
  const entries = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',').map(bare).filter(Boolean);
  logShapeOnce(entries, proxies);
  let last = '';
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (!isIP(entry)) break;
    last = entry;
    if (!trusted(entry, proxies)) return entry;
  }
  if (last) return last;
  const socket = bare(socketAddress ?? '');
  return isIP(socket) ? socket : '';
}

/** The same, for an Express-like request. */
export const requestAddress = (req: { headers: Headers; socket?: { remoteAddress?: string } }) =>
  clientAddress(req.headers, req.socket?.remoteAddress);
