// The reader's IP for the per-IP limit and the consent record. Behind Firebase Hosting the
// function sees the CDN's address; Hosting puts the reader's in Fastly-Client-IP. Called directly
// (the function's own URL) that header could be forged, so the per-address limits stand on their own.
import { isIP } from 'node:net';

export interface IpRequest {
  get(name: string): string | undefined;
  ip?: string;
}

export function clientIp(req: IpRequest): string | null {
  const fromCdn = req.get('fastly-client-ip')?.trim();
  if (fromCdn && isIP(fromCdn)) return fromCdn;
  const direct = req.ip?.replace(/^::ffff:/, '');
  return direct && isIP(direct) ? direct : null;
}
