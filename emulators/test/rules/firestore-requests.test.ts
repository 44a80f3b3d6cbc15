// Conformance table: Firestore requests through compileRules().evaluate() — request.auth,
// resource, request.resource, get/exists/getAfter, limits and "rules are not filters".
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.js';
import { firestoreRules, fsRequest, type FsSpec } from './test-kit.js';

interface Case {
  doc: string;
  name: string;
  rules: string;
  req: FsSpec;
  expected: 'allow' | 'deny';
  message?: RegExp;
  lookups?: number;
}

const ARTICLES = firestoreRules(`
    function signedIn() { return request.auth != null; }
    function role() {
      let p = get(/databases/$(database)/documents/profiles/$(request.auth.uid));
      return p.data.role;
    }
    function isStaff() { return signedIn() && role() in ['admin', 'editor']; }
    match /articles/{id} {
      allow get: if resource.data.status == 'published' || isStaff();
      allow list: if resource.data.status == 'published' || isStaff();
      allow create: if isStaff()
        && request.resource.data.keys().hasOnly(['title', 'status', 'authorId', 'tags'])
        && request.resource.data.keys().hasAll(['title', 'status', 'authorId'])
        && request.resource.data.title is string
        && request.resource.data.title.size() > 0
        && request.resource.data.authorId == request.auth.uid;
      allow update: if isStaff()
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title', 'status', 'tags']);
      allow delete: if signedIn() && role() == 'admin';
    }
    match /profiles/{uid} {
      allow read: if request.auth.uid == uid;
      allow create: if request.auth.uid == uid && request.resource.data.role == 'user';
    }`);

const STAFF = { 'profiles/ed': { role: 'editor' }, 'profiles/ad': { role: 'admin' }, 'profiles/us': { role: 'user' } };
const PUBLISHED = { title: 'T', status: 'published', authorId: 'ed' };
const DRAFT = { title: 'T', status: 'draft', authorId: 'ed' };

const CASES: Case[] = [
  {
    doc: 'rules-conditions#authentication',
    name: 'anonymous get of a published article',
    rules: ARTICLES,
    req: { method: 'get', path: 'articles/a', data: PUBLISHED },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#authentication',
    name: 'anonymous get of a draft: signedIn() is false so isStaff() is false',
    rules: ARTICLES,
    req: { method: 'get', path: 'articles/a', data: DRAFT },
    expected: 'deny',
    message: /for 'get' @ L12/,
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'editor reads a draft via get() of the profile',
    rules: ARTICLES,
    req: { method: 'get', path: 'articles/a', auth: 'ed', data: DRAFT, docs: STAFF },
    expected: 'allow',
    lookups: 1,
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'plain user cannot read a draft',
    rules: ARTICLES,
    req: { method: 'get', path: 'articles/a', auth: 'us', data: DRAFT, docs: STAFF },
    expected: 'deny',
    message: /^false for 'get' @ L12$/,
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'user without profile: get() is null → Null value error',
    rules: ARTICLES,
    req: { method: 'get', path: 'articles/a', auth: 'nobody', data: DRAFT, docs: STAFF },
    expected: 'deny',
    message: /Null value error\. for 'get' @ L12/,
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'resource null (missing doc): resource.data errors → deny',
    rules: ARTICLES,
    req: { method: 'get', path: 'articles/missing', auth: 'us', docs: STAFF },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'missing doc read by staff: error || true is true',
    rules: ARTICLES,
    req: { method: 'get', path: 'articles/missing', auth: 'ed', docs: STAFF },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'create with allowed keys by editor',
    rules: ARTICLES,
    req: {
      method: 'create',
      path: 'articles/n',
      auth: 'ed',
      docs: STAFF,
      newData: { title: 'x', status: 'draft', authorId: 'ed' },
    },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'create with an extra key fails hasOnly',
    rules: ARTICLES,
    req: {
      method: 'create',
      path: 'articles/n',
      auth: 'ed',
      docs: STAFF,
      newData: { title: 'x', status: 'draft', authorId: 'ed', hack: true },
    },
    expected: 'deny',
    message: /^false for 'create' @ L14$/,
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'create missing a required key fails hasAll',
    rules: ARTICLES,
    req: { method: 'create', path: 'articles/n', auth: 'ed', docs: STAFF, newData: { title: 'x', status: 'draft' } },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'create with a non-string title fails is string',
    rules: ARTICLES,
    req: {
      method: 'create',
      path: 'articles/n',
      auth: 'ed',
      docs: STAFF,
      newData: { title: 5, status: 'draft', authorId: 'ed' },
    },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'create with empty title fails size()',
    rules: ARTICLES,
    req: {
      method: 'create',
      path: 'articles/n',
      auth: 'ed',
      docs: STAFF,
      newData: { title: '', status: 'draft', authorId: 'ed' },
    },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'create for someone else fails authorId check',
    rules: ARTICLES,
    req: {
      method: 'create',
      path: 'articles/n',
      auth: 'ed',
      docs: STAFF,
      newData: { title: 'x', status: 'draft', authorId: 'ad' },
    },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'update touching only allowed keys (diff().affectedKeys())',
    rules: ARTICLES,
    req: {
      method: 'update',
      path: 'articles/a',
      auth: 'ed',
      docs: STAFF,
      data: DRAFT,
      newData: { ...DRAFT, status: 'published', tags: ['x'] },
    },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'update changing authorId is denied',
    rules: ARTICLES,
    req: {
      method: 'update',
      path: 'articles/a',
      auth: 'ed',
      docs: STAFF,
      data: DRAFT,
      newData: { ...DRAFT, authorId: 'x' },
    },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'update removing authorId is denied (removedKeys are affected)',
    rules: ARTICLES,
    req: {
      method: 'update',
      path: 'articles/a',
      auth: 'ed',
      docs: STAFF,
      data: DRAFT,
      newData: { title: 'T', status: 'draft' },
    },
    expected: 'deny',
  },
  {
    doc: 'rules-structure#granular_operations',
    name: 'delete by admin',
    rules: ARTICLES,
    req: { method: 'delete', path: 'articles/a', auth: 'ad', docs: STAFF, data: DRAFT },
    expected: 'allow',
  },
  {
    doc: 'rules-structure#granular_operations',
    name: 'delete by editor denied',
    rules: ARTICLES,
    req: { method: 'delete', path: 'articles/a', auth: 'ed', docs: STAFF, data: DRAFT },
    expected: 'deny',
  },
  {
    doc: 'rules-structure#granular_operations',
    name: 'read = get + list: owner lists own profile collection by id',
    rules: ARTICLES,
    req: { method: 'get', path: 'profiles/us', auth: 'us', data: { role: 'user' } },
    expected: 'allow',
  },
  {
    doc: 'rules-structure#granular_operations',
    name: 'no update rule on profiles → deny naming no match',
    rules: ARTICLES,
    req: { method: 'update', path: 'profiles/us', auth: 'us', data: { role: 'user' }, newData: { role: 'admin' } },
    expected: 'deny',
    message: /No matching allow statements/,
  },
  {
    doc: 'rules-structure#granular_operations',
    name: 'profile create with role user',
    rules: ARTICLES,
    req: { method: 'create', path: 'profiles/us', auth: 'us', newData: { role: 'user' } },
    expected: 'allow',
  },
  {
    doc: 'rules-structure#granular_operations',
    name: 'profile create escalating to admin',
    rules: ARTICLES,
    req: { method: 'create', path: 'profiles/us', auth: 'us', newData: { role: 'admin' } },
    expected: 'deny',
  },
  // Rules are not filters.
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'list constrained by status == published',
    rules: ARTICLES,
    req: { method: 'list', path: 'articles', query: { equal: { status: 'published' } } },
    expected: 'allow',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'unconstrained list by anonymous is denied',
    rules: ARTICLES,
    req: { method: 'list', path: 'articles' },
    expected: 'deny',
    message: /for 'list' @ L13/,
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'list constrained to drafts by anonymous is denied',
    rules: ARTICLES,
    req: { method: 'list', path: 'articles', query: { equal: { status: 'draft' } } },
    expected: 'deny',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'unconstrained list by staff is allowed (rule does not need data)',
    rules: ARTICLES,
    req: { method: 'list', path: 'articles', auth: 'ed', docs: STAFF },
    expected: 'allow',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'in filter: every value must pass',
    rules: ARTICLES,
    req: { method: 'list', path: 'articles', query: { oneOf: { status: ['published', 'draft'] } } },
    expected: 'deny',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'in filter with only allowed values',
    rules: ARTICLES,
    req: { method: 'list', path: 'articles', query: { oneOf: { status: ['published'] } } },
    expected: 'allow',
  },
  {
    doc: 'rules-query#evaluating_constraints_on_queries',
    name: 'request.query.limit bound',
    rules: firestoreRules(`match /posts/{id} { allow list: if request.query.limit <= 10; }`),
    req: { method: 'list', path: 'posts', query: { limit: 10 } },
    expected: 'allow',
  },
  {
    doc: 'rules-query#evaluating_constraints_on_queries',
    name: 'request.query.limit too large',
    rules: firestoreRules(`match /posts/{id} { allow list: if request.query.limit <= 10; }`),
    req: { method: 'list', path: 'posts', query: { limit: 11 } },
    expected: 'deny',
  },
  {
    doc: 'rules-query#evaluating_constraints_on_queries',
    name: 'request.query.limit absent is null → comparison error',
    rules: firestoreRules(`match /posts/{id} { allow list: if request.query.limit <= 10; }`),
    req: { method: 'list', path: 'posts' },
    expected: 'deny',
  },
  {
    doc: 'rules-query#evaluating_constraints_on_queries',
    name: 'request.query.offset',
    rules: firestoreRules(
      `match /posts/{id} { allow list: if request.query.offset == null || request.query.offset < 5; }`,
    ),
    req: { method: 'list', path: 'posts', query: { offset: 3 } },
    expected: 'allow',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'keys() on a list resource is unknown → deny',
    rules: firestoreRules(`match /posts/{id} { allow list: if resource.data.keys().size() >= 0; }`),
    req: { method: 'list', path: 'posts', query: { equal: { a: 1 } } },
    expected: 'deny',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'size() on a list resource is unknown → deny',
    rules: firestoreRules(`match /posts/{id} { allow list: if resource.data.size() > 0; }`),
    req: { method: 'list', path: 'posts', query: { equal: { a: 1 } } },
    expected: 'deny',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: '`in` on a list resource is unknown → deny',
    rules: firestoreRules(`match /posts/{id} { allow list: if 'a' in resource.data; }`),
    req: { method: 'list', path: 'posts', query: { equal: { a: 1 } } },
    expected: 'deny',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'resource.id of a list query is unknown → deny',
    rules: firestoreRules(`match /posts/{id} { allow list: if resource.id != 'x'; }`),
    req: { method: 'list', path: 'posts' },
    expected: 'deny',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'resource.__name__ of a list query is unknown → deny',
    rules: firestoreRules(`match /posts/{id} { allow list: if resource['__name__'] != null; }`),
    req: { method: 'list', path: 'posts' },
    expected: 'deny',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'document id wildcard of a list query is unknown → deny',
    rules: firestoreRules(`match /posts/{id} { allow list: if id != 'secret'; }`),
    req: { method: 'list', path: 'posts' },
    expected: 'deny',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'nested field constraint a.b',
    rules: firestoreRules(`match /posts/{id} { allow list: if resource.data.a.b == 1; }`),
    req: { method: 'list', path: 'posts', query: { equal: { 'a.b': 1 } } },
    expected: 'allow',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'nested parent map itself is not known',
    rules: firestoreRules(`match /posts/{id} { allow list: if resource.data.a == {'b': 1}; }`),
    req: { method: 'list', path: 'posts', query: { equal: { 'a.b': 1 } } },
    expected: 'deny',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'owner query: authorId == request.auth.uid',
    rules: firestoreRules(`match /posts/{id} { allow list: if request.auth.uid == resource.data.authorId; }`),
    req: { method: 'list', path: 'posts', auth: 'u1', query: { equal: { authorId: 'u1' } } },
    expected: 'allow',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'owner query for someone else',
    rules: firestoreRules(`match /posts/{id} { allow list: if request.auth.uid == resource.data.authorId; }`),
    req: { method: 'list', path: 'posts', auth: 'u1', query: { equal: { authorId: 'u2' } } },
    expected: 'deny',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'constraint on a field combined with || on unknown field: error || true',
    rules: firestoreRules(
      `match /posts/{id} { allow list: if resource.data.secret == false || resource.data.public == true; }`,
    ),
    req: { method: 'list', path: 'posts', query: { equal: { public: true } } },
    expected: 'allow',
  },
  {
    doc: 'rules-query#collection_group_queries',
    name: 'collection group query matches {path=**}',
    rules: firestoreRules(`match /{path=**}/comments/{id} { allow list: if resource.data.visible == true; }`),
    req: { method: 'list', path: 'comments', collectionGroup: true, query: { equal: { visible: true } } },
    expected: 'allow',
  },
  {
    doc: 'rules-query#collection_group_queries',
    name: 'collection group query is not matched by a plain collection rule',
    rules: firestoreRules(`match /comments/{id} { allow list: if true; }`),
    req: { method: 'list', path: 'comments', collectionGroup: true },
    expected: 'deny',
  },
  {
    doc: 'rules-query#collection_group_queries',
    name: 'plain list of a subcollection matches the {path=**} rule too',
    rules: firestoreRules(`match /{path=**}/comments/{id} { allow list: if true; }`),
    req: { method: 'list', path: 'posts/p1/comments' },
    expected: 'allow',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'a document-id filter pins resource.id',
    rules: firestoreRules(`match /posts/{id} { allow list: if resource.id == request.auth.uid; }`),
    req: { method: 'list', path: 'posts', auth: 'u1', query: { equal: { __name__: { $ref: 'posts/u1' } } } },
    expected: 'allow',
  },
  {
    doc: 'rules-query#rules_are_not_filters',
    name: 'a document-id filter for another id',
    rules: firestoreRules(
      `match /posts/{id} { allow list: if resource.__name__ == /databases/$(database)/documents/posts/$(request.auth.uid); }`,
    ),
    req: { method: 'list', path: 'posts', auth: 'u1', query: { equal: { __name__: { $ref: 'posts/u2' } } } },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#error_handling',
    name: 'denial names the failing expression position',
    rules: firestoreRules(`match /a/{id} { allow get: if resource.data.x.y == 1; }`),
    req: { method: 'get', path: 'a/x', data: { x: null } },
    expected: 'deny',
    message: /^Null value error\. for 'get' @ L4, evaluation error at L4:46$/,
  },
  // get/exists/getAfter.
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'exists() true',
    rules: firestoreRules(`match /a/{id} { allow get: if exists(/databases/$(database)/documents/b/$(id)); }`),
    req: { method: 'get', path: 'a/x', docs: { 'b/x': {} } },
    expected: 'allow',
    lookups: 1,
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'exists() false',
    rules: firestoreRules(`match /a/{id} { allow get: if exists(/databases/$(database)/documents/b/$(id)); }`),
    req: { method: 'get', path: 'a/x', docs: { 'b/y': {} } },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'literal (default) database in the path',
    rules: firestoreRules(`match /a/{id} { allow get: if exists(/databases/(default)/documents/b/$(id)); }`),
    req: { method: 'get', path: 'a/x', docs: { 'b/x': {} } },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'getAfter sees the batch result',
    rules: firestoreRules(
      `match /a/{id} { allow create: if getAfter(/databases/$(database)/documents/b/$(id)).data.n == 1; }`,
    ),
    req: { method: 'create', path: 'a/x', newData: {}, docs: {}, after: { 'b/x': { n: 1 } } },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'get does not see the batch result',
    rules: firestoreRules(
      `match /a/{id} { allow create: if get(/databases/$(database)/documents/b/$(id)).data.n == 1; }`,
    ),
    req: { method: 'create', path: 'a/x', newData: {}, docs: {}, after: { 'b/x': { n: 1 } } },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'existsAfter true / exists false',
    rules: firestoreRules(
      `match /a/{id} { allow create: if existsAfter(/databases/$(database)/documents/b/$(id)) && !exists(/databases/$(database)/documents/b/$(id)); }`,
    ),
    req: { method: 'create', path: 'a/x', newData: {}, docs: {}, after: { 'b/x': {} } },
    expected: 'allow',
    lookups: 2,
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'the same get() twice counts once',
    rules: firestoreRules(
      `match /a/{id} { allow get: if get(/databases/$(database)/documents/b/x).data.n == 1 && get(/databases/$(database)/documents/b/x).data.m == 2; }`,
    ),
    req: { method: 'get', path: 'a/x', docs: { 'b/x': { n: 1, m: 2 } } },
    expected: 'allow',
    lookups: 1,
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'get() result has id and __name__',
    rules: firestoreRules(
      `match /a/{id} { allow get: if get(/databases/$(database)/documents/b/x).id == 'x' && get(/databases/$(database)/documents/b/x).__name__ == /databases/$(database)/documents/b/x; }`,
    ),
    req: { method: 'get', path: 'a/x', docs: { 'b/x': {} } },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'get() of a collection path is an error',
    rules: firestoreRules(`match /a/{id} { allow get: if get(/databases/$(database)/documents/b) == null || true; }`),
    req: { method: 'get', path: 'a/x' },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#access_other_documents',
    name: 'get() of a collection path alone denies',
    rules: firestoreRules(`match /a/{id} { allow get: if get(/databases/$(database)/documents/b) == null; }`),
    req: { method: 'get', path: 'a/x' },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#access_call_limits',
    name: '10 distinct lookups are fine',
    rules: firestoreRules(
      `match /a/{id} { allow get: if ${Array.from({ length: 10 }, (_, i) => `!exists(/databases/$(database)/documents/b/d${i})`).join(' && ')}; }`,
    ),
    req: { method: 'get', path: 'a/x' },
    expected: 'allow',
    lookups: 10,
  },
  {
    doc: 'rules-conditions#access_call_limits',
    name: 'the 11th lookup denies the request',
    rules: firestoreRules(
      `match /a/{id} { allow get: if ${Array.from({ length: 11 }, (_, i) => `!exists(/databases/$(database)/documents/b/d${i})`).join(' && ')}; }`,
    ),
    req: { method: 'get', path: 'a/x' },
    expected: 'deny',
    message: /maximum number of document access calls/,
  },
  {
    doc: 'rules-conditions#access_call_limits',
    name: 'batches get 20 lookups (maxLookups)',
    rules: firestoreRules(
      `match /a/{id} { allow create: if ${Array.from({ length: 15 }, (_, i) => `!exists(/databases/$(database)/documents/b/d${i})`).join(' && ')}; }`,
    ),
    req: { method: 'create', path: 'a/x', newData: {}, maxLookups: 20 },
    expected: 'allow',
    lookups: 15,
  },
  {
    doc: 'rules-conditions#access_call_limits',
    name: 'lookup-limit errors are not rescued by ||',
    rules: firestoreRules(
      `match /a/{id} { allow get: if (${Array.from({ length: 11 }, (_, i) => `exists(/databases/$(database)/documents/b/d${i})`).join(' || ')}) || true; }`,
    ),
    req: { method: 'get', path: 'a/x' },
    expected: 'deny',
  },
  // request fields.
  {
    doc: 'reference/rules/rules.firestore.Request#auth',
    name: 'token.email',
    rules: firestoreRules(
      `match /a/{id} { allow get: if request.auth.token.email == 'u1@example.com' && request.auth.token.email_verified; }`,
    ),
    req: { method: 'get', path: 'a/x', auth: 'u1' },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firestore.Request#auth',
    name: 'token.firebase.sign_in_provider',
    rules: firestoreRules(
      `match /a/{id} { allow get: if request.auth.token.firebase.sign_in_provider == 'google.com'; }`,
    ),
    req: { method: 'get', path: 'a/x', auth: { uid: 'u', token: { firebase: { sign_in_provider: 'google.com' } } } },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firestore.Request#auth',
    name: 'custom claim',
    rules: firestoreRules(`match /a/{id} { allow get: if request.auth.token.admin == true; }`),
    req: { method: 'get', path: 'a/x', auth: { uid: 'u', token: { admin: true } } },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firestore.Request#auth',
    name: 'missing custom claim is an error → deny',
    rules: firestoreRules(`match /a/{id} { allow get: if request.auth.token.admin == true; }`),
    req: { method: 'get', path: 'a/x', auth: 'u' },
    expected: 'deny',
    message: /Property admin is undefined on object/,
  },
  {
    doc: 'reference/rules/rules.firestore.Request#auth',
    name: 'integer claims are ints',
    rules: firestoreRules(
      `match /a/{id} { allow get: if request.auth.token.level is int && request.auth.token.level > 2; }`,
    ),
    req: { method: 'get', path: 'a/x', auth: { uid: 'u', token: { level: 3 } } },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firestore.Request#method',
    name: 'request.method',
    rules: firestoreRules(`match /a/{id} { allow write: if request.method == 'update'; }`),
    req: { method: 'update', path: 'a/x', data: {}, newData: {} },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firestore.Request#method',
    name: 'request.method mismatch',
    rules: firestoreRules(`match /a/{id} { allow write: if request.method == 'update'; }`),
    req: { method: 'create', path: 'a/x', newData: {} },
    expected: 'deny',
  },
  {
    doc: 'reference/rules/rules.firestore.Request#path',
    name: 'request.path',
    rules: firestoreRules(`match /a/{id} { allow get: if request.path == /databases/(default)/documents/a/x; }`),
    req: { method: 'get', path: 'a/x' },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firestore.Request#time',
    name: 'request.time equals the server timestamp written',
    rules: firestoreRules(`match /a/{id} { allow create: if request.resource.data.at == request.time; }`),
    req: { method: 'create', path: 'a/x', newData: { at: { $ts: { seconds: 1_700_000_000, nanos: 0 } } } },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firestore.Resource',
    name: 'resource.id and __name__',
    rules: firestoreRules(
      `match /a/{id} { allow get: if resource.id == id && resource.__name__ == /databases/$(database)/documents/a/$(id); }`,
    ),
    req: { method: 'get', path: 'a/x', data: {} },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firestore.Resource',
    name: 'resource == null on create',
    rules: firestoreRules(`match /a/{id} { allow create: if resource == null; }`),
    req: { method: 'create', path: 'a/x', newData: {} },
    expected: 'allow',
  },
  {
    doc: 'reference/rules/rules.firestore.Resource',
    name: 'request.resource on delete is null → Null value error',
    rules: firestoreRules(`match /a/{id} { allow delete: if request.resource.data.x == 1; }`),
    req: { method: 'delete', path: 'a/x', data: { x: 1 } },
    expected: 'deny',
    message: /Null value error/,
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'reference fields are paths',
    rules: firestoreRules(
      `match /a/{id} { allow create: if request.resource.data.r == /databases/$(database)/documents/users/u1; }`,
    ),
    req: { method: 'create', path: 'a/x', newData: { r: { $ref: 'users/u1' } } },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'geopoint fields are latlng',
    rules: firestoreRules(
      `match /a/{id} { allow create: if request.resource.data.g is latlng && request.resource.data.g.latitude() == 1.5; }`,
    ),
    req: { method: 'create', path: 'a/x', newData: { g: { $geo: { latitude: 1.5, longitude: 2 } } } },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'timestamp fields are timestamps',
    rules: firestoreRules(
      `match /a/{id} { allow create: if request.resource.data.t is timestamp && request.resource.data.t.year() == 2023; }`,
    ),
    req: { method: 'create', path: 'a/x', newData: { t: { $ts: { seconds: 1_700_000_000, nanos: 0 } } } },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#data_validation',
    name: 'double fields are floats, integer fields ints',
    rules: firestoreRules(
      `match /a/{id} { allow create: if request.resource.data.f is float && request.resource.data.i is int && request.resource.data.f == 2; }`,
    ),
    req: { method: 'create', path: 'a/x', newData: { f: { $double: 2 }, i: 2 } },
    expected: 'allow',
  },
];

describe('Firestore requests (conformance table)', () => {
  for (const c of CASES) {
    it(`${c.doc} — ${c.name}`, () => {
      const compiled = compileRules(c.rules, 'cloud.firestore');
      if (!compiled.ok) throw new Error(JSON.stringify(compiled.issues));
      const d = compiled.ruleset.evaluate(fsRequest(c.req));
      expect(d.allowed, d.message).toBe(c.expected === 'allow');
      if (c.message) expect(d.message).toMatch(c.message);
      if (c.lookups !== undefined) expect(d.lookupCount).toBe(c.lookups);
    });
  }
});
