// Preview tokens: 128 random bits given out once, in the link; only their SHA-256 is stored (the
// id of previewLinks/{hash}), so a copy of the database does not open any preview.
import { createHash, randomBytes } from 'node:crypto';
import { PREVIEW_TOKEN_BYTES, PREVIEW_TOKEN_PATTERN } from '@pauta/model';

/** A new token: 16 bytes from the system's CSPRNG, base64url without padding (22 characters). */
export const newPreviewToken = (): string => randomBytes(PREVIEW_TOKEN_BYTES).toString('base64url');

/** The id a token is stored under: its SHA-256, in hex. */
export const hashPreviewToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const isPreviewToken = (value: string): boolean => PREVIEW_TOKEN_PATTERN.test(value);

/** A stored link's id as the callable hands it back (the hash; never the token). */
export const isPreviewLinkId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
