// The random key each processing's versions are named after: 128 bits from the operating system's
// cryptographic generator, so a version's address says nothing about the file, the uploader's
// clock or any other image (docs/security.md, unpublished images).
import { randomBytes } from 'node:crypto';

export const newVariantKey = (): string => randomBytes(16).toString('hex');
