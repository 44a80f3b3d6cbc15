// Conformance table: compile errors carry line and column; any error means ok:false (never half-load).
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.js';

interface Case {
  doc: string;
  name: string;
  source: string;
  line: number;
  column?: number;
  message: RegExp;
  service?: 'cloud.firestore' | 'firebase.storage';
}

const wrap = (body: string, version = '2') =>
  `rules_version = '${version}';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;

const D = 'rules-language';
const CASES: Case[] = [
  {
    doc: D,
    name: 'missing semicolon after rules_version',
    source: "rules_version = '2'\nservice cloud.firestore {}",
    line: 2,
    column: 1,
    message: /expected ';'/,
  },
  {
    doc: D,
    name: 'invalid rules_version',
    source: "rules_version = '3';\nservice cloud.firestore {}",
    line: 1,
    column: 17,
    message: /Invalid rules_version/,
  },
  {
    doc: D,
    name: 'unknown service',
    source: 'service cloud.firebase {}',
    line: 1,
    column: 1,
    message: /Unknown service/,
  },
  {
    doc: D,
    name: 'wrong service for the emulator',
    source: 'service firebase.storage {}',
    line: 1,
    column: 1,
    message: /Expected service 'cloud.firestore'/,
    service: 'cloud.firestore',
  },
  {
    doc: D,
    name: 'firestore rules given to storage',
    source: "rules_version = '2';\n\nservice cloud.firestore {}",
    line: 3,
    column: 1,
    message: /Expected service 'firebase.storage'/,
    service: 'firebase.storage',
  },
  { doc: D, name: 'no service block', source: '// nothing\n', line: 2, column: 1, message: /expected 'service'/ },
  {
    doc: D,
    name: 'unknown method',
    source: wrap('    match /a/{id} { allow reed: if true; }'),
    line: 4,
    column: 27,
    message: /Invalid method 'reed'/,
  },
  {
    doc: D,
    name: 'allow without if',
    source: wrap('    match /a/{id} { allow read: true; }'),
    line: 4,
    column: 33,
    message: /expected 'if'/,
  },
  {
    doc: D,
    name: 'unterminated string',
    source: wrap("    match /a/{id} { allow read: if 'abc; }"),
    line: 4,
    column: 36,
    message: /Unterminated string/,
  },
  {
    doc: D,
    name: 'unterminated block comment',
    source: wrap('    /* never closed'),
    line: 4,
    column: 5,
    message: /Unterminated comment/,
  },
  {
    doc: D,
    name: 'unbalanced braces',
    source: "rules_version = '2';\nservice cloud.firestore {\n  match /a/{b} {\n",
    line: 4,
    column: 1,
    message: /end of input/,
  },
  {
    doc: D,
    name: 'text after the service block',
    source: 'service cloud.firestore {}\nextra',
    line: 2,
    column: 1,
    message: /after the service block/,
  },
  {
    doc: D,
    name: 'match without a path',
    source: wrap('    match { }'),
    line: 4,
    column: 11,
    message: /path starting with/,
  },
  {
    doc: D,
    name: 'invalid path variable',
    source: wrap('    match /a/{1x} { allow read; }'),
    line: 4,
    column: 14,
    message: /Invalid path variable/,
  },
  {
    doc: D,
    name: 'bad operator',
    source: wrap('    match /a/{id} { allow read: if 1 === 1; }'),
    line: 4,
    column: 40,
    message: /Unexpected '='/,
  },
  {
    doc: D,
    name: 'unknown variable',
    source: wrap('    match /a/{id} { allow read: if reqest.auth != null; }'),
    line: 4,
    column: 36,
    message: /Unknown variable 'reqest'/,
  },
  {
    doc: D,
    name: 'wildcard of another match is not in scope',
    source: wrap('    match /a/{x} { allow read; }\n    match /b/{id} { allow read: if x == id; }'),
    line: 5,
    column: 36,
    message: /Unknown variable 'x'/,
  },
  {
    doc: D,
    name: 'unknown function',
    source: wrap('    match /a/{id} { allow read: if isAdmin(); }'),
    line: 4,
    column: 36,
    message: /Function not found error: Name: \[isAdmin\]/,
  },
  {
    doc: D,
    name: 'function of an inner match is not visible outside',
    source: wrap('    match /a/{id} { function f() { return true; } }\n    match /b/{id} { allow read: if f(); }'),
    line: 5,
    column: 36,
    message: /Name: \[f\]/,
  },
  {
    doc: D,
    name: 'unknown namespace function',
    source: wrap('    match /a/{id} { allow read: if math.floorr(1.5) == 1; }'),
    line: 4,
    column: 40,
    message: /\[math.floorr\]/,
  },
  {
    doc: D,
    name: 'unknown method name',
    source: wrap("    match /a/{id} { allow read: if 'a'.lowercase() == 'a'; }"),
    line: 4,
    column: 39,
    message: /\[lowercase\]/,
  },
  {
    doc: D,
    name: 'wrong number of arguments to a user function',
    source: wrap('    function f(a, b) { return a == b; }\n    match /a/{id} { allow read: if f(1); }'),
    line: 5,
    column: 37,
    message: /expects 2 argument/,
  },
  {
    doc: D,
    name: 'duplicate function',
    source: wrap('    function f() { return true; }\n    function f() { return false; }'),
    line: 5,
    column: 5,
    message: /already defined/,
  },
  {
    doc: D,
    name: 'function without return',
    source: wrap('    function f() { let a = 1; }'),
    line: 4,
    column: 31,
    message: /expected 'return'/,
  },
  {
    doc: D,
    name: 'unknown type after is',
    source: wrap('    match /a/{id} { allow read: if id is text; }'),
    line: 4,
    column: 39,
    message: /Unknown type 'text'/,
  },
  {
    doc: D,
    name: 'integer literal out of range',
    source: wrap('    match /a/{id} { allow read: if 99999999999999999999 > 1; }'),
    line: 4,
    column: 36,
    message: /out of range/,
  },
  {
    doc: 'rules-structure#recursive_wildcards',
    name: 'v1 forbids a recursive wildcard mid-path',
    source: wrap('    match /{p=**}/reviews/{id} { allow read; }', '1'),
    line: 4,
    column: 5,
    message: /must be the last path segment/,
  },
  {
    doc: 'rules-structure#recursive_wildcards',
    name: 'two recursive wildcards in one path',
    source: wrap('    match /{a=**}/x/{b=**} { allow read; }'),
    line: 4,
    column: 5,
    message: /Only one recursive wildcard/,
  },
  {
    doc: D,
    name: 'duplicate path variable',
    source: wrap('    match /a/{id}/b/{id} { allow read; }'),
    line: 4,
    column: 5,
    message: /Duplicate path variable id/,
  },
  {
    doc: D,
    name: 'namespace used as a value',
    source: wrap('    match /a/{id} { allow read: if math == null; }'),
    line: 4,
    column: 36,
    message: /Namespace math/,
  },
  {
    doc: D,
    name: 'keyword as a value',
    source: wrap('    match /a/{id} { allow read: if allow; }'),
    line: 4,
    column: 36,
    message: /Unexpected keyword 'allow'/,
  },
  {
    doc: D,
    name: 'junk after an allow condition',
    source: wrap('    match /a/{id} { allow read: if true 1 }'),
    line: 4,
    column: 41,
    message: /expected ';'/,
  },
  {
    doc: D,
    name: 'stray token in match body',
    source: wrap('    match /a/{id} { deny read; }'),
    line: 4,
    column: 21,
    message: /expected 'allow', 'match' or 'function'/,
  },
];

describe('compile errors (conformance table)', () => {
  for (const c of CASES) {
    it(`${c.doc} — ${c.name}`, () => {
      const r = compileRules(c.source, c.service);
      expect(r.ok).toBe(false);
      const errors = r.issues.filter((i) => i.severity === 'ERROR');
      expect(errors.length).toBeGreaterThan(0);
      const e = errors[0];
      expect(e.description).toMatch(c.message);
      expect(e.line).toBe(c.line);
      if (c.column !== undefined) expect(e.column).toBe(c.column);
    });
  }

  it('never half-loads: one bad rule among good ones rejects the file', () => {
    const r = compileRules(
      wrap('    match /good/{id} { allow read: if true; }\n    match /bad/{id} { allow read: if nope(); }'),
    );
    expect(r.ok).toBe(false);
    expect('ruleset' in r).toBe(false);
  });

  it('reports several errors at once', () => {
    const r = compileRules(wrap('    match /a/{id} { allow read: if x; allow write: if y(); }'));
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.description)).toEqual([expect.stringMatching(/'x'/), expect.stringMatching(/\[y\]/)]);
  });

  it('accepts a valid file with no issues and reports version and service', () => {
    const r = compileRules(wrap('    match /{document=**} { allow read, write: if false; }'), 'cloud.firestore');
    expect(r).toMatchObject({ ok: true, issues: [], ruleset: { service: 'cloud.firestore', rulesVersion: '2' } });
  });

  it('accepts an allow statement without a trailing semicolon before } or the next statement', () => {
    const r = compileRules(wrap('    match /a/{id} {\n      allow read: if true\n      allow write: if false\n    }'));
    expect(r.ok).toBe(true);
  });

  it("defaults to rules_version '1'", () => {
    const r = compileRules(
      'service firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read; } } }',
      'firebase.storage',
    );
    expect(r).toMatchObject({ ok: true, ruleset: { rulesVersion: '1', service: 'firebase.storage' } });
  });
});
