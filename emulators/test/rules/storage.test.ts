// Conformance table: Cloud Storage rules (firebase.storage) — resource/request.resource fields,
// metadata, firestore.get/exists, wildcards under /b/{bucket}/o.
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.js';
import { storageRules, stRequest, type StSpec } from './test-kit.js';

interface Case {
  doc: string;
  name: string;
  rules: string;
  req: StSpec;
  expected: 'allow' | 'deny';
  message?: RegExp;
  lookups?: number;
}

const MB = 1024 * 1024;
const IMAGES = storageRules(`
    function isStaff() {
      return request.auth != null
        && firestore.get(/databases/(default)/documents/profiles/$(request.auth.uid)).data.role in ['admin', 'editor'];
    }
    match /article_images/{uid}/{file} {
      allow read;
      allow create: if request.auth.uid == uid
        && isStaff()
        && request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('image/(png|jpeg|webp)');
      allow delete: if request.auth.uid == uid || firestore.exists(/databases/(default)/documents/admins/$(request.auth.uid));
      allow update: if request.resource.metadata.keys().hasOnly(['alt'])
        && request.resource.contentType == resource.contentType;
    }
    match /avatars/{uid} {
      allow read: if request.auth != null;
      allow write: if request.auth.uid == uid && (request.resource == null || request.resource.size <= 1024 * 1024);
    }`);
const STAFF = { 'profiles/ed': { role: 'editor' }, 'profiles/us': { role: 'user' }, 'admins/boss': {} };
const png = (size: number, extra: object = {}) => ({ size, contentType: 'image/png', ...extra });

const fieldRules = storageRules(`
    match /f/{name} {
      allow get: if resource.name == 'f/' + name
        && resource.bucket == bucket
        && resource.size == 10
        && resource.size is int
        && resource.contentType == 'text/plain'
        && resource.md5Hash == 'abc=='
        && resource.crc32c == 'AAAAAA=='
        && resource.etag == 'e1'
        && resource.generation == 5
        && resource.metageneration == 2
        && resource.timeCreated is timestamp
        && resource.updated > resource.timeCreated
        && resource.cacheControl == 'no-cache'
        && resource.contentDisposition == 'inline'
        && resource.contentEncoding == null
        && resource.metadata.owner == 'u1';
    }`);
const FULL_OBJECT = {
  size: 10,
  contentType: 'text/plain',
  md5Hash: 'abc==',
  crc32c: 'AAAAAA==',
  etag: 'e1',
  generation: '5',
  metageneration: '2',
  timeCreated: { seconds: 100, nanos: 0 },
  updated: { seconds: 200, nanos: 0 },
  cacheControl: 'no-cache',
  contentDisposition: 'inline',
  metadata: { owner: 'u1' },
};

const CASES: Case[] = [
  {
    doc: 'storage/security/rules-conditions#public',
    name: 'anyone reads article images',
    rules: IMAGES,
    req: { method: 'get', path: 'article_images/ed/a.png', object: png(10) },
    expected: 'allow',
  },
  {
    doc: 'storage/web/list-files',
    name: 'listing a folder uses the rules of the objects in it',
    rules: IMAGES,
    req: { method: 'list', path: 'article_images/ed' },
    expected: 'allow',
  },
  {
    doc: 'storage/web/list-files',
    name: 'listing a folder whose objects are not listable',
    rules: IMAGES,
    req: { method: 'list', path: 'avatars' },
    expected: 'deny',
  },
  {
    doc: 'storage/web/list-files',
    name: 'the listed item name is unknown to the rules',
    rules: storageRules(`match /f/{name} { allow list: if name.size() > 0; }`),
    req: { method: 'list', path: 'f' },
    expected: 'deny',
  },
  {
    doc: 'storage/web/list-files',
    name: 'a recursive wildcard covers listing any folder',
    rules: storageRules(`match /{all=**} { allow list: if request.auth != null; }`),
    req: { method: 'list', path: 'a/b', auth: 'u' },
    expected: 'allow',
  },
  {
    doc: 'storage/web/list-files',
    name: 'listing the bucket root',
    rules: storageRules(`match /{file} { allow list: if true; }`),
    req: { method: 'list', path: '' },
    expected: 'allow',
  },
  {
    doc: 'storage/security/rules-conditions#data_validation',
    name: 'staff uploads a small png',
    rules: IMAGES,
    req: { method: 'create', path: 'article_images/ed/a.png', auth: 'ed', newObject: png(1000), docs: STAFF },
    expected: 'allow',
    lookups: 1,
  },
  {
    doc: 'storage/security/rules-conditions#data_validation',
    name: 'too large',
    rules: IMAGES,
    req: { method: 'create', path: 'article_images/ed/a.png', auth: 'ed', newObject: png(5 * MB), docs: STAFF },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-conditions#data_validation',
    name: 'wrong content type',
    rules: IMAGES,
    req: {
      method: 'create',
      path: 'article_images/ed/a.gif',
      auth: 'ed',
      newObject: { size: 10, contentType: 'image/gif' },
      docs: STAFF,
    },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-conditions#data_validation',
    name: 'content type must match the whole string',
    rules: IMAGES,
    req: {
      method: 'create',
      path: 'article_images/ed/a.png',
      auth: 'ed',
      newObject: { size: 10, contentType: 'image/png+evil' },
      docs: STAFF,
    },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-conditions#firestore',
    name: 'non-staff upload denied through firestore.get',
    rules: IMAGES,
    req: { method: 'create', path: 'article_images/us/a.png', auth: 'us', newObject: png(10), docs: STAFF },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-conditions#firestore',
    name: 'upload into another user folder denied',
    rules: IMAGES,
    req: { method: 'create', path: 'article_images/ad/a.png', auth: 'ed', newObject: png(10), docs: STAFF },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-conditions#firestore',
    name: 'firestore.exists grants delete',
    rules: IMAGES,
    req: { method: 'delete', path: 'article_images/ed/a.png', auth: 'boss', object: png(10), docs: STAFF },
    expected: 'allow',
  },
  {
    doc: 'storage/security/rules-conditions#firestore',
    name: 'firestore.exists false',
    rules: IMAGES,
    req: { method: 'delete', path: 'article_images/ed/a.png', auth: 'us', object: png(10), docs: STAFF },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-conditions#metadata',
    name: 'update only custom metadata alt',
    rules: IMAGES,
    req: {
      method: 'update',
      path: 'article_images/ed/a.png',
      auth: 'ed',
      object: png(10),
      newObject: png(10, { metadata: { alt: 'x' } }),
    },
    expected: 'allow',
  },
  {
    doc: 'storage/security/rules-conditions#metadata',
    name: 'update with other metadata keys',
    rules: IMAGES,
    req: {
      method: 'update',
      path: 'article_images/ed/a.png',
      auth: 'ed',
      object: png(10),
      newObject: png(10, { metadata: { alt: 'x', evil: '1' } }),
    },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-conditions#metadata',
    name: 'update changing content type',
    rules: IMAGES,
    req: {
      method: 'update',
      path: 'article_images/ed/a.png',
      auth: 'ed',
      object: png(10),
      newObject: { size: 10, contentType: 'image/webp' },
    },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-conditions#authentication',
    name: 'avatar read needs auth',
    rules: IMAGES,
    req: { method: 'get', path: 'avatars/u1', object: png(10) },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-conditions#authentication',
    name: 'avatar read signed in',
    rules: IMAGES,
    req: { method: 'get', path: 'avatars/u1', auth: 'u2', object: png(10) },
    expected: 'allow',
  },
  {
    doc: 'storage/security/rules-conditions#authentication',
    name: 'avatar delete by owner: request.resource is null',
    rules: IMAGES,
    req: { method: 'delete', path: 'avatars/u1', auth: 'u1', object: png(10) },
    expected: 'allow',
  },
  {
    doc: 'storage/security/rules-conditions#authentication',
    name: 'avatar upload over 1 MiB',
    rules: IMAGES,
    req: { method: 'create', path: 'avatars/u1', auth: 'u1', newObject: png(MB + 1) },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-structure',
    name: 'no cascade into deeper object names',
    rules: IMAGES,
    req: { method: 'get', path: 'avatars/u1/extra', auth: 'u1', object: png(10) },
    expected: 'deny',
  },
  {
    doc: 'reference/rules/rules.firebase.storage.Resource',
    name: 'every resource field',
    rules: fieldRules,
    req: { method: 'get', path: 'f/doc.txt', object: FULL_OBJECT },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firebase.storage.Resource',
    name: 'resource is null for a missing object',
    rules: storageRules(`match /f/{n} { allow get: if resource == null; }`),
    req: { method: 'get', path: 'f/x' },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firebase.storage.Request',
    name: 'request.path is the full object path',
    rules: storageRules(`match /f/{n} { allow get: if request.path == /b/$(bucket)/o/f/$(n); }`),
    req: { method: 'get', path: 'f/x', object: {} },
    expected: 'allow',
  },
  {
    doc: 'storage/security/rules-structure#recursive_wildcards',
    name: 'v1 {allPaths=**} matches nested objects',
    rules: storageRules(`match /{allPaths=**} { allow read: if request.auth != null; }`, '1'),
    req: { method: 'get', path: 'a/b/c.png', auth: 'u', object: {} },
    expected: 'allow',
  },
  {
    doc: 'storage/security/rules-structure#recursive_wildcards',
    name: 'v2 {path=**} value is a path',
    rules: storageRules(`match /public/{path=**} { allow read: if path[0] == 'a' && path.size() == 0 == false; }`),
    req: { method: 'get', path: 'public/a/b.png', object: {} },
    expected: 'deny',
  },
  {
    doc: 'storage/security/rules-structure#recursive_wildcards',
    name: 'v2 {path=**} first segment',
    rules: storageRules(`match /public/{path=**} { allow read: if path[0] == 'a' && path[1] == 'b.png'; }`),
    req: { method: 'get', path: 'public/a/b.png', object: {} },
    expected: 'allow',
  },
  {
    doc: 'storage/security/rules-structure',
    name: 'bucket wildcard binds the bucket name',
    rules: storageRules(`match /{all=**} { allow read: if bucket == 'other'; }`),
    req: { method: 'get', path: 'x', bucket: 'other', object: {} },
    expected: 'allow',
  },
  {
    doc: 'storage/security/rules-conditions#firestore',
    name: 'firestore.get counts toward the lookup limit',
    rules: storageRules(
      `match /{all=**} { allow read: if ${Array.from({ length: 11 }, (_, i) => `!firestore.exists(/databases/(default)/documents/c/d${i})`).join(' && ')}; }`,
    ),
    req: { method: 'get', path: 'x', object: {} },
    expected: 'deny',
    message: /maximum number of document access calls/,
  },
];

describe('Storage requests (conformance table)', () => {
  for (const c of CASES) {
    it(`${c.doc} — ${c.name}`, () => {
      const compiled = compileRules(c.rules, 'firebase.storage');
      if (!compiled.ok) throw new Error(JSON.stringify(compiled.issues));
      const d = compiled.ruleset.evaluate(stRequest(c.req));
      expect(d.allowed, d.message).toBe(c.expected === 'allow');
      if (c.message) expect(d.message).toMatch(c.message);
      if (c.lookups !== undefined) expect(d.lookupCount).toBe(c.lookups);
    });
  }

  it('a Storage ruleset refuses Firestore requests', () => {
    const compiled = compileRules(storageRules('match /{all=**} { allow read; }'), 'firebase.storage');
    if (!compiled.ok) throw new Error('compile');
    const d = compiled.ruleset.evaluate({
      service: 'cloud.firestore',
      database: '(default)',
      path: ['a', 'b'],
      method: 'get',
      auth: null,
      time: { seconds: 0, nanos: 0 },
      resource: null,
      lookups: { get: () => null, getAfter: () => null },
    });
    expect(d.allowed).toBe(false);
  });
});
