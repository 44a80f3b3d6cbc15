// Conformance table: match blocks and wildcards (v1 vs v2), overlapping matches, no cascade,
// allow methods, functions/let/scopes, and evaluation limits.
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
}

const S = 'rules-structure';
const get = (path: string, extra: Partial<FsSpec> = {}): FsSpec => ({ method: 'get', path, data: {}, ...extra });

const v1Recursive = firestoreRules(`match /{document=**} { allow read: if true; }`, '1');
const v2Recursive = firestoreRules(`match /{document=**} { allow read: if true; }`, '2');
const v2Tail = firestoreRules(`match /cities/{city}/{rest=**} { allow read: if true; }`, '2');
const v1Tail = firestoreRules(`match /cities/{city}/{rest=**} { allow read: if true; }`, '1');
const v2Mid = firestoreRules(`match /{prefix=**}/reviews/{id} { allow read: if true; }`, '2');
const wildcardValues = firestoreRules(
  `match /cities/{city}/{rest=**} { allow get: if rest is path && rest == /landmarks/l1 && city == 'sp'; }`,
  '2',
);
const v1WildcardValue = firestoreRules(
  `match /cities/{rest=**} { allow get: if string(rest) == '/sp/landmarks/l1'; }`,
  '1',
);

const noCascade = firestoreRules(`match /cities/{city} { allow read, write: if true; }`);
const nested = firestoreRules(`
    match /cities/{city} {
      allow get: if city == 'sp';
      match /landmarks/{landmark} {
        allow get: if city == 'rj' && landmark.size() > 1;
      }
    }`);
const overlapping = firestoreRules(`
    match /cities/{city} { allow get: if false; }
    match /cities/{city} { allow get: if city == 'sp'; }
    match /{collection}/{id} { allow get: if collection == 'towns'; }`);
const methods = firestoreRules(`
    match /a/{id} { allow create, delete; }
    match /b/{id} { allow write: if true; }
    match /c/{id} { allow read; }
    match /d/{id} { allow get; }
    match /e/{id} { allow list; }
    match /f/{id} { allow update: if true; }`);
const functions = firestoreRules(`
    function isOwner(uid) { return request.auth != null && request.auth.uid == uid; }
    function twice(x) { return x * 2; }
    function withLets(n) {
      let a = n + 1;
      let b = a * 10;
      return b == 30;
    }
    function unusedErrorLet() {
      let bad = 1 / 0;
      return true;
    }
    function usedErrorLet() {
      let bad = 1 / 0;
      return bad == 1;
    }
    function callsLater() { return declaredLater() == 5; }
    function declaredLater() { return 5; }
    function usesDatabaseWildcard() { return database == '(default)'; }
    match /users/{uid} {
      function ownsDoc() { return isOwner(uid); }
      allow get: if ownsDoc();
      allow update: if twice(request.resource.data.n) == 8;
      match /private/{doc} {
        function innerSeesOuter() { return uid == 'u1' && doc == 'p'; }
        allow get: if innerSeesOuter() && ownsDoc();
      }
    }
    match /lets/{id} { allow get: if withLets(2); allow update: if unusedErrorLet(); allow delete: if usedErrorLet(); }
    match /order/{id} { allow get: if callsLater() && usesDatabaseWildcard(); }
    match /shadow/{x} {
      function f(x) { return x == 'param'; }
      allow get: if f('param') && x == 'doc';
    }`);

function chain(depth: number): string {
  const fns = Array.from(
    { length: depth },
    (_, i) => `function f${i}() { return ${i === depth - 1 ? 'true' : `f${i + 1}()`}; }`,
  );
  return firestoreRules(`${fns.join('\n    ')}\n    match /deep/{id} { allow get: if f0(); }`);
}

const CASES: Case[] = [
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v1 {document=**} matches a top-level doc',
    rules: v1Recursive,
    req: get('a/b'),
    expected: 'allow',
  },
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v1 {document=**} matches a deep doc',
    rules: v1Recursive,
    req: get('a/b/c/d'),
    expected: 'allow',
  },
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v2 {document=**} matches a deep doc',
    rules: v2Recursive,
    req: get('a/b/c/d'),
    expected: 'allow',
  },
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v2 trailing ** matches zero segments (the city doc itself)',
    rules: v2Tail,
    req: get('cities/sp'),
    expected: 'allow',
  },
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v1 trailing ** needs at least one segment (city doc not matched)',
    rules: v1Tail,
    req: get('cities/sp'),
    expected: 'deny',
  },
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v1 trailing ** matches subcollection docs',
    rules: v1Tail,
    req: get('cities/sp/landmarks/l1'),
    expected: 'allow',
  },
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v2 ** mid-path matches a nested reviews doc',
    rules: v2Mid,
    req: get('places/p/reviews/r'),
    expected: 'allow',
  },
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v2 ** mid-path matches a top-level reviews doc (zero segments)',
    rules: v2Mid,
    req: get('reviews/r'),
    expected: 'allow',
  },
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v2 ** mid-path does not match other collections',
    rules: v2Mid,
    req: get('places/p/photos/r'),
    expected: 'deny',
  },
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v2 recursive wildcard value is a path',
    rules: wildcardValues,
    req: get('cities/sp/landmarks/l1'),
    expected: 'allow',
  },
  {
    doc: `${S}#recursive_wildcards`,
    name: 'v1 recursive wildcard value holds the rest of the path',
    rules: v1WildcardValue,
    req: get('cities/sp/landmarks/l1'),
    expected: 'allow',
  },
  {
    doc: `${S}#hierarchical_data`,
    name: 'a match does not cascade into subcollections',
    rules: noCascade,
    req: get('cities/sp/landmarks/l1'),
    expected: 'deny',
    message: /No matching allow statements/,
  },
  {
    doc: `${S}#hierarchical_data`,
    name: 'the matched document itself is allowed',
    rules: noCascade,
    req: get('cities/sp'),
    expected: 'allow',
  },
  {
    doc: `${S}#hierarchical_data`,
    name: 'a collection-level path is not a document match',
    rules: noCascade,
    req: get('cities'),
    expected: 'deny',
  },
  {
    doc: `${S}#nested_match_statements`,
    name: 'nested match sees the parent wildcard',
    rules: nested,
    req: get('cities/rj/landmarks/cristo'),
    expected: 'allow',
  },
  {
    doc: `${S}#nested_match_statements`,
    name: 'nested match condition false',
    rules: nested,
    req: get('cities/sp/landmarks/masp'),
    expected: 'deny',
  },
  {
    doc: `${S}#nested_match_statements`,
    name: 'outer match applies to the outer document',
    rules: nested,
    req: get('cities/sp'),
    expected: 'allow',
  },
  {
    doc: `${S}#nested_match_statements`,
    name: 'outer rule does not apply to the inner document',
    rules: nested,
    req: get('cities/sp/landmarks/x'),
    expected: 'deny',
  },
  {
    doc: `${S}#overlapping_match_statements`,
    name: 'overlapping matches OR together',
    rules: overlapping,
    req: get('cities/sp'),
    expected: 'allow',
  },
  {
    doc: `${S}#overlapping_match_statements`,
    name: 'overlapping matches all false',
    rules: overlapping,
    req: get('cities/rj'),
    expected: 'deny',
  },
  {
    doc: `${S}#overlapping_match_statements`,
    name: 'generic {collection}/{id} match',
    rules: overlapping,
    req: get('towns/t'),
    expected: 'allow',
  },
  {
    doc: `${S}#granular_operations`,
    name: 'allow create, delete without condition: create',
    rules: methods,
    req: { method: 'create', path: 'a/x', newData: {} },
    expected: 'allow',
  },
  {
    doc: `${S}#granular_operations`,
    name: 'allow create, delete: update not allowed',
    rules: methods,
    req: { method: 'update', path: 'a/x', data: {}, newData: {} },
    expected: 'deny',
  },
  {
    doc: `${S}#granular_operations`,
    name: 'allow create, delete: delete',
    rules: methods,
    req: { method: 'delete', path: 'a/x', data: {} },
    expected: 'allow',
  },
  {
    doc: `${S}#granular_operations`,
    name: 'write covers delete',
    rules: methods,
    req: { method: 'delete', path: 'b/x', data: {} },
    expected: 'allow',
  },
  {
    doc: `${S}#granular_operations`,
    name: 'write covers update',
    rules: methods,
    req: { method: 'update', path: 'b/x', data: {}, newData: {} },
    expected: 'allow',
  },
  {
    doc: `${S}#granular_operations`,
    name: 'write does not cover get',
    rules: methods,
    req: get('b/x'),
    expected: 'deny',
  },
  {
    doc: `${S}#granular_operations`,
    name: 'read covers list',
    rules: methods,
    req: { method: 'list', path: 'c' },
    expected: 'allow',
  },
  { doc: `${S}#granular_operations`, name: 'read covers get', rules: methods, req: get('c/x'), expected: 'allow' },
  {
    doc: `${S}#granular_operations`,
    name: 'get does not cover list',
    rules: methods,
    req: { method: 'list', path: 'd' },
    expected: 'deny',
  },
  {
    doc: `${S}#granular_operations`,
    name: 'list does not cover get',
    rules: methods,
    req: get('e/x'),
    expected: 'deny',
  },
  {
    doc: `${S}#granular_operations`,
    name: 'update does not cover create',
    rules: methods,
    req: { method: 'create', path: 'f/x', newData: {} },
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#functions',
    name: 'function defined in match uses its wildcard',
    rules: functions,
    req: get('users/u1', { auth: 'u1' }),
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#functions',
    name: 'function in match: other user denied',
    rules: functions,
    req: get('users/u1', { auth: 'u2' }),
    expected: 'deny',
  },
  {
    doc: 'rules-conditions#functions',
    name: 'function with arithmetic on request data',
    rules: functions,
    req: { method: 'update', path: 'users/u1', data: {}, newData: { n: 4 } },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#functions',
    name: 'inner function sees outer wildcards and calls outer function',
    rules: functions,
    req: get('users/u1/private/p', { auth: 'u1' }),
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#functions',
    name: 'inner function: wrong user',
    rules: functions,
    req: get('users/u1/private/p', { auth: 'u9' }),
    expected: 'deny',
  },
  { doc: 'rules-conditions#functions', name: 'let bindings', rules: functions, req: get('lets/x'), expected: 'allow' },
  {
    doc: 'rules-conditions#functions',
    name: 'an unused erroring let does not fail the function',
    rules: functions,
    req: { method: 'update', path: 'lets/x', data: {}, newData: {} },
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#functions',
    name: 'a used erroring let denies',
    rules: functions,
    req: { method: 'delete', path: 'lets/x', data: {} },
    expected: 'deny',
    message: /Division by zero/,
  },
  {
    doc: 'rules-conditions#functions',
    name: 'functions may call functions declared later; service-level function sees {database}',
    rules: functions,
    req: get('order/x'),
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#functions',
    name: 'a parameter shadows a wildcard of the same name',
    rules: functions,
    req: get('shadow/doc'),
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#function_limits',
    name: 'call depth 20 is fine',
    rules: chain(20),
    req: get('deep/x'),
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#function_limits',
    name: 'call depth 21 denies',
    rules: chain(21),
    req: get('deep/x'),
    expected: 'deny',
    message: /call depth/,
  },
  {
    doc: 'rules-conditions#function_limits',
    name: 'recursion is not permitted',
    rules: firestoreRules(`function r(n) { return n == 0 || r(n - 1); }\n    match /r/{id} { allow get: if r(100); }`),
    req: get('r/x'),
    expected: 'deny',
    message: /recursion is not permitted/,
  },
  {
    doc: 'rules-conditions#function_limits',
    name: 'mutual recursion is not permitted either',
    rules: firestoreRules(
      `function a(n) { return n == 0 || b(n - 1); }\n    function b(n) { return n == 0 || a(n - 1); }\n    match /r/{id} { allow get: if a(3); }`,
    ),
    req: get('r/x'),
    expected: 'deny',
    message: /recursion is not permitted/,
  },
  {
    doc: 'rules-conditions#function_limits',
    name: 'calling the same function twice (not nested) is fine',
    rules: firestoreRules(`function f(n) { return n > 0; }\n    match /r/{id} { allow get: if f(1) && f(2); }`),
    req: get('r/x'),
    expected: 'allow',
  },
  {
    doc: 'rules-language#expression_limits',
    name: 'more than 1000 expressions deny',
    rules: firestoreRules(`match /x/{id} { allow get: if [${Array(600).fill('1 + 1').join(', ')}].size() > 0; }`),
    req: get('x/y'),
    expected: 'deny',
    message: /maximum number of expressions/,
  },
  {
    doc: 'rules-language#expression_limits',
    name: '~900 expressions are fine',
    rules: firestoreRules(`match /x/{id} { allow get: if [${Array(300).fill('1 + 1').join(', ')}].size() > 0; }`),
    req: get('x/y'),
    expected: 'allow',
  },
  {
    doc: 'rules-language#expression_limits',
    name: 'the expression budget is shared by all allow statements of a request',
    rules: firestoreRules(
      `match /x/{id} { allow get: if [${Array(300).fill('1 + 1').join(', ')}].size() < 0; allow get: if [${Array(300).fill('1 + 1').join(', ')}].size() > 0; }`,
    ),
    req: get('x/y'),
    expected: 'deny',
    message: /maximum number of expressions/,
  },
  {
    doc: 'rules-conditions#error_handling',
    name: 'an allow that errors does not stop a later allow that is true',
    rules: firestoreRules(`match /x/{id} { allow get: if resource.data.missing == 1; allow get: if true; }`),
    req: get('x/y'),
    expected: 'allow',
  },
  {
    doc: 'rules-conditions#error_handling',
    name: 'non-boolean condition denies',
    rules: firestoreRules(`match /x/{id} { allow get: if 'yes'; }`),
    req: get('x/y'),
    expected: 'deny',
    message: /Expected: bool/,
  },
  {
    doc: `${S}#version_2`,
    name: 'literal segments are compared exactly',
    rules: firestoreRules(`match /Cities/{id} { allow get; }`),
    req: get('cities/x'),
    expected: 'deny',
  },
  {
    doc: `${S}#version_2`,
    name: 'document ids with special characters bind verbatim',
    rules: firestoreRules(`match /c/{id} { allow get: if id == 'a b.c'; }`),
    req: get('c/a b.c'),
    expected: 'allow',
  },
];

describe('match semantics, functions and limits (conformance table)', () => {
  for (const c of CASES) {
    it(`${c.doc} — ${c.name}`, () => {
      const compiled = compileRules(c.rules, 'cloud.firestore');
      if (!compiled.ok) throw new Error(JSON.stringify(compiled.issues));
      const d = compiled.ruleset.evaluate(fsRequest(c.req));
      expect(d.allowed, d.message).toBe(c.expected === 'allow');
      if (c.message) expect(d.message).toMatch(c.message);
    });
  }
});

describe('denial messages', () => {
  it('name the line of the allow that evaluated false', () => {
    const src = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} {
      allow get: if false;
      allow create: if request.resource.data.x == 1;
    }
  }
}`;
    const r = compileRules(src);
    if (!r.ok) throw new Error('compile');
    expect(r.ruleset.evaluate(fsRequest({ method: 'create', path: 'a/b', newData: { x: 2 } })).message).toBe(
      "false for 'create' @ L6",
    );
    expect(r.ruleset.evaluate(fsRequest({ method: 'create', path: 'a/b', newData: { y: 2 } })).message).toBe(
      "Property x is undefined on object. for 'create' @ L6, evaluation error at L6:45",
    );
    expect(r.ruleset.evaluate(fsRequest({ method: 'get', path: 'a/b', data: {} })).location).toEqual({
      line: 5,
      column: 7,
    });
  });
  it('report how many expressions were evaluated', () => {
    const r = compileRules(firestoreRules('match /a/{id} { allow get: if 1 + 2 == 3; }'));
    if (!r.ok) throw new Error('compile');
    // 1, 2, 1 + 2, 3 and == are five expressions.
    expect(r.ruleset.evaluate(fsRequest({ method: 'get', path: 'a/b', data: {} })).expressionCount).toBe(5);
  });

  it('report the granting allow on success', () => {
    const r = compileRules(
      `service cloud.firestore {\n match /databases/{d}/documents {\n  match /a/{id} {\n   allow read;\n  }\n }\n}`,
    );
    if (!r.ok) throw new Error('compile');
    const d = r.ruleset.evaluate(fsRequest({ method: 'get', path: 'a/b', data: {} }));
    expect(d).toMatchObject({ allowed: true, location: { line: 4, column: 4 } });
  });
});
