// compileRules never throws and never half-loads, whatever the input; evaluation never throws.
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.js';
import { firestoreRules, fsRequest } from './test-kit.js';

const BASE = firestoreRules(`
    function isOwner(uid) { return request.auth != null && request.auth.uid == uid; }
    match /users/{uid} {
      allow get: if isOwner(uid) || resource.data.public == true;
      allow create: if request.resource.data.keys().hasOnly(['a', 'b']) && request.resource.data.a is string;
      match /posts/{post=**} { allow read: if get(/databases/$(database)/documents/users/$(uid)).data.open; }
    }`);

// Deterministic pseudo-random generator so failures reproduce.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('robustness', () => {
  it('every prefix of a valid file compiles or reports an error with a position', () => {
    for (let n = 0; n < BASE.length; n += 3) {
      const prefix = BASE.slice(0, n);
      const r = compileRules(prefix);
      // Only the whole file (maybe minus trailing whitespace) is valid.
      expect(r.ok).toBe(prefix.trimEnd() === BASE.trimEnd());
      if (!r.ok) {
        expect(r.issues.length).toBeGreaterThan(0);
        expect(r.issues[0].line).toBeGreaterThanOrEqual(1);
        expect(r.issues[0].column).toBeGreaterThanOrEqual(1);
      }
    }
    expect(compileRules(BASE).ok).toBe(true);
  });

  it('random single-character mutations never throw', () => {
    const next = rng(42);
    const alphabet = '{}()[];:,./=!<>&|?*+-%$\'"` \nabcxyz019_';
    for (let i = 0; i < 2000; i++) {
      const pos = Math.floor(next() * BASE.length);
      const ch = alphabet[Math.floor(next() * alphabet.length)];
      const src = BASE.slice(0, pos) + ch + BASE.slice(pos + (next() < 0.5 ? 1 : 0));
      const r = compileRules(src);
      if (r.ok) {
        // Whatever it compiled to, evaluating must not throw.
        const d = r.ruleset.evaluate(
          fsRequest({ method: 'get', path: 'users/u1', auth: 'u1', data: { public: true } }),
        );
        expect(typeof d.allowed).toBe('boolean');
      } else {
        expect(r.issues.every((x) => x.line >= 1 && x.column >= 1)).toBe(true);
      }
    }
  });

  it('deeply nested expressions are rejected, not crashing', () => {
    const deep = firestoreRules(`match /a/{id} { allow get: if ${'('.repeat(20000)}true${')'.repeat(20000)}; }`);
    const r = compileRules(deep);
    expect(r.ok).toBe(false);
  });

  it('moderately nested expressions work', () => {
    const r = compileRules(firestoreRules(`match /a/{id} { allow get: if ${'('.repeat(100)}true${')'.repeat(100)}; }`));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.ruleset.evaluate(fsRequest({ method: 'get', path: 'a/b', data: {} })).allowed).toBe(true);
  });
});
