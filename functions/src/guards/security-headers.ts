// The security headers every HTTP function answers with (@pauta/model security-headers.ts): the same
// values firebase.json gives Hosting's responses, set by the function itself because a function is
// also reachable at its own URL. A handler may then narrow one (the private pages' Referrer-Policy).
import { createHash } from 'node:crypto';
import type { Request, Response } from 'firebase-functions/v2/https';
import { SECURITY_HEADERS, withScriptHashes } from '@pauta/model';

type Handler = (req: Request, res: Response) => void | Promise<void>;

export function setSecurityHeaders(res: Pick<Response, 'set'>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.set(name, value);
}

/**
 * `handler`, its every answer (errors and refusals included) carrying the security headers, with
 * `narrower` values where a function's answers need them (the newsletter's: no Referer).
 */
export function withSecurityHeaders(handler: Handler, narrower: Record<string, string> = {}): Handler {
  return (req, res) => {
    setSecurityHeaders(res);
    for (const [name, value] of Object.entries(narrower)) res.set(name, value);
    return handler(req, res);
  };
}

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The page with its policy meta allowing exactly the inline scripts and handlers it now holds. */
export const hashInlineScripts = (html: string): string => withScriptHashes(html, sha256Base64);
