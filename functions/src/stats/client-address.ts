// The reader's address, used only inside the visitor hash (never stored). Behind Firebase Hosting
// the function sees the CDN, not the reader: Hosting's CDN names the reader in Fastly-Client-IP, and
// Google's front end appends the address it received from to X-Forwarded-For, so the right-most
// entries are proxies and the left-most may be whatever the client wrote. Locally the Hosting
// emulator forwards the browser's own headers and adds none, so the socket's address is the reader.
// A forged header can only make one person look like several uniques (as a changed user agent can):
// docs/statistics.md, "Client address".

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

export function clientAddress(headers: Headers, socketAddress: string | undefined): string {
  const fastly = first(headers['fastly-client-ip']);
  if (fastly) return fastly;
  const forwarded = first(headers['x-forwarded-for'])
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Without the CDN's header, the entry before Google's own hop is the closest to the reader.
  if (forwarded.length >= 2) return forwarded[forwarded.length - 2]!;
  if (forwarded.length === 1) return forwarded[0]!;
  return (socketAddress ?? '').replace(/^::ffff:/, '');
}
