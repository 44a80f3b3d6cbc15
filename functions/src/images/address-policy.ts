// Which IP addresses an external image may never be fetched from (SSRF guard): loopback, private,
// carrier-grade NAT, link-local (cloud metadata lives at 169.254.169.254), unique-local, unspecified,
// multicast, reserved, and the IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo
// are unwrapped and judged as the IPv4 address they carry).
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", includes the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fd00:ec2::254', 128], // AWS metadata over IPv6 (inside fc00::/7 too)
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Host names that resolve to metadata services inside clouds, refused before any lookup. */
const BLOCKED_NAMES =
  /^(localhost|metadata|metadata\.google\.internal|instance-data)(\.|$)|\.localhost\.?$|\.internal\.?$/i;

export function isBlockedHostName(host: string): boolean {
  return BLOCKED_NAMES.test(host);
}

/** True when `address` (an IPv4 or IPv6 literal, as resolved by DNS) must not be contacted. */
export function isForbiddenAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(ip)) return blocked.check(ip, 'ipv4');
  if (!isIPv6(ip)) return true; // not an address at all: refuse rather than guess
  const embedded = embeddedIPv4(ip);
  if (embedded !== null) return blocked.check(embedded, 'ipv4') || isForbiddenAddress(embedded);
  return blocked.check(ip, 'ipv6');
}

/** The IPv4 address carried by an IPv4-mapped/compatible, NAT64, 6to4 or Teredo IPv6 address. */
function embeddedIPv4(ip: string): string | null {
  const groups = expandIPv6(ip);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0) && !(groups[5] === 0 && zeros(6, 7) && groups[7] <= 1))
    return v4(groups[6], groups[7]); // ::ffff:a.b.c.d and the deprecated ::a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b) return v4(groups[6], groups[7]); // NAT64 64:ff9b::/96
  if (groups[0] === 0x2002) return v4(groups[1], groups[2]); // 6to4
  if (groups[0] === 0x2001 && groups[1] === 0) return v4(groups[6] ^ 0xffff, groups[7] ^ 0xffff); // Teredo client
  return null;
}

function expandIPv6(ip: string): number[] {
  let text = ip.toLowerCase();
  // A trailing dotted quad (::ffff:127.0.0.1) becomes two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = text.slice(0, quad.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16));
}
