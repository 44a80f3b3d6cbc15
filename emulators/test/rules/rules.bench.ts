// Speed of the rules engine: `npx vitest bench --run src/rules` (inside emulators/).
import { bench, describe } from 'vitest';
import { compileRules } from '../../src/rules/index.js';
import { firestoreRules, fsRequest } from './test-kit.js';

const BODY = Array.from(
  { length: 40 },
  (_, i) => `
    match /coll${i}/{id} {
      allow get: if resource.data.status == 'published' || isStaff();
      allow list: if resource.data.status == 'published';
      allow create: if isStaff() && request.resource.data.keys().hasOnly(['title', 'status', 'tags'])
        && request.resource.data.title is string && request.resource.data.title.size() <= 200;
      allow update: if isStaff() && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title', 'status']);
    }`,
).join('');
const SOURCE = firestoreRules(`
    function isStaff() {
      return request.auth != null
        && get(/databases/$(database)/documents/profiles/$(request.auth.uid)).data.role in ['admin', 'editor'];
    }${BODY}`);

const compiled = compileRules(SOURCE);
if (!compiled.ok) throw new Error(JSON.stringify(compiled.issues));
const ruleset = compiled.ruleset;
const STAFF = { 'profiles/ed': { role: 'editor' } };
const getReq = fsRequest({ method: 'get', path: 'coll39/a', data: { status: 'published', title: 'x' } });
const staffGet = fsRequest({
  method: 'get',
  path: 'coll39/a',
  auth: 'ed',
  docs: STAFF,
  data: { status: 'draft', title: 'x' },
});
const listReq = fsRequest({ method: 'list', path: 'coll20', query: { equal: { status: 'published' }, limit: 20 } });
const listIn = fsRequest({ method: 'list', path: 'coll20', query: { oneOf: { status: Array(30).fill('published') } } });
const update = fsRequest({
  method: 'update',
  path: 'coll5/a',
  auth: 'ed',
  docs: STAFF,
  data: { status: 'draft', title: 'a', tags: [] },
  newData: { status: 'published', title: 'b', tags: [] },
});

describe('rules engine', () => {
  bench('compile a 40-collection ruleset', () => {
    compileRules(SOURCE);
  });
  bench('get, public document', () => {
    ruleset.evaluate(getReq);
  });
  bench('get, staff via get() lookup', () => {
    ruleset.evaluate(staffGet);
  });
  bench('list with == constraint', () => {
    ruleset.evaluate(listReq);
  });
  bench('list with 30-value in constraint', () => {
    ruleset.evaluate(listIn);
  });
  bench('update with diff().affectedKeys()', () => {
    ruleset.evaluate(update);
  });
});
