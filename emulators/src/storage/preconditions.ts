// GCS request preconditions (ifGenerationMatch=0 is the admin SDK's "create only").
import { HttpError } from './http-util.js';
import type { ObjectMetadata } from './metadata.js';

export interface Preconditions {
  ifGenerationMatch?: string;
  ifGenerationNotMatch?: string;
  ifMetagenerationMatch?: string;
  ifMetagenerationNotMatch?: string;
}

const KEYS = [
  'ifGenerationMatch',
  'ifGenerationNotMatch',
  'ifMetagenerationMatch',
  'ifMetagenerationNotMatch',
] as const;

export function preconditionsFrom(query: Map<string, string>, prefix = ''): Preconditions | undefined {
  const out: Preconditions = {};
  let any = false;
  for (const key of KEYS) {
    const name = prefix ? `${prefix}${key[0].toUpperCase()}${key.slice(1)}` : key;
    const value = query.get(name);
    if (value === undefined) continue;
    if (!/^\d+$/.test(value)) throw new HttpError(400, `${name} must be a non-negative integer`);
    out[key] = value;
    any = true;
  }
  return any ? out : undefined;
}

export function checkPreconditions(p: Preconditions | undefined, existing: ObjectMetadata | undefined): void {
  if (!p) return;
  const generation = existing?.generation ?? '0';
  const fail = (what: string) => {
    throw new HttpError(412, `Precondition failed: ${what}`);
  };
  if (p.ifGenerationMatch !== undefined && p.ifGenerationMatch !== generation)
    fail(`ifGenerationMatch=${p.ifGenerationMatch}, current generation ${generation}`);
  if (p.ifGenerationNotMatch !== undefined && p.ifGenerationNotMatch === generation)
    fail(`ifGenerationNotMatch=${p.ifGenerationNotMatch}`);
  if (p.ifMetagenerationMatch !== undefined && p.ifMetagenerationMatch !== existing?.metageneration) {
    fail(
      `ifMetagenerationMatch=${p.ifMetagenerationMatch}, current metageneration ${existing?.metageneration ?? 'none'}`,
    );
  }
  if (p.ifMetagenerationNotMatch !== undefined && existing && p.ifMetagenerationNotMatch === existing.metageneration) {
    fail(`ifMetagenerationNotMatch=${p.ifMetagenerationNotMatch}`);
  }
}
