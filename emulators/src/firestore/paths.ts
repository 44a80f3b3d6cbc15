// Resource names: projects/{p}/databases/{db}/documents[/coll/doc/...]
import { invalidArgument } from './errors.js';

export interface ResourcePath {
  project: string;
  database: string;
  /** Segments below `documents`. */
  segments: string[];
}

const PREFIX = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/;

export function parseResourceName(name: unknown): ResourcePath {
  if (typeof name !== 'string') throw invalidArgument(`Invalid resource name: ${JSON.stringify(name)}`);
  const m = PREFIX.exec(name);
  if (!m)
    throw invalidArgument(
      `Invalid resource name "${name}": must be projects/{project}/databases/{database}/documents/...`,
    );
  const segments = m[3] === undefined ? [] : m[3].split('/');
  for (const s of segments) {
    // `__…__` ids are reserved, except `__id<int64>__`, which names numeric ids (admin's
    // recursiveDelete starts its scan at `__id-9223372036854775808__`).
    if (s === '' || s === '.' || s === '..' || (/^__.*__$/.test(s) && !/^__id-?\d+__$/.test(s)))
      throw invalidArgument(`Invalid resource name "${name}": bad segment "${s}"`);
  }
  if (Buffer.byteLength(name) > 6144) throw invalidArgument(`Resource name too long`);
  return { project: m[1], database: m[2], segments };
}

export function parseDocumentName(name: unknown): ResourcePath {
  const p = parseResourceName(name);
  if (p.segments.length === 0 || p.segments.length % 2 !== 0) {
    throw invalidArgument(`Document name "${String(name)}" has odd number of segments or is not a document path`);
  }
  for (const s of p.segments)
    if (Buffer.byteLength(s) > 1500) throw invalidArgument(`Document id longer than 1500 bytes`);
  return p;
}

/** A query/list parent: the database root or a document. */
export function parseParent(name: unknown): ResourcePath {
  const p = parseResourceName(name);
  if (p.segments.length % 2 !== 0)
    throw invalidArgument(`Invalid parent "${String(name)}": must be a database root or a document`);
  return p;
}

/** The collection path (segments joined) that holds a document name, and the document id. */
export function splitDocumentName(name: string): { collection: string; id: string } {
  const i = name.lastIndexOf('/');
  return { collection: name.slice(0, i), id: name.slice(i + 1) };
}
