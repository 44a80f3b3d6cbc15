// @firebase/rules-unit-testing's storage side (setRules, authenticated contexts, clearStorage).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { startTestEmulator } from './helpers.js';

const PROJECT = 'demo-rules-unit';
type Emulator = Awaited<ReturnType<typeof startTestEmulator>>;
let emulator: Emulator;
let env: RulesTestEnvironment;

beforeAll(async () => {
  emulator = await startTestEmulator({ projectId: PROJECT });
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    storage: {
      host: '127.0.0.1',
      port: emulator.port,
      rules: `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{file} {
      allow read: if request.auth != null;
      allow write: if request.auth.uid == uid && request.resource.size < 1000;
    }
  }
}`,
    },
  });
});
afterAll(async () => {
  await env?.cleanup();
  await emulator.close();
});

describe('@firebase/rules-unit-testing', () => {
  it('enforces rules per context and clearStorage empties the bucket', async () => {
    const alice = env.authenticatedContext('alice').storage();
    const bob = env.authenticatedContext('bob').storage();
    const anon = env.unauthenticatedContext().storage();
    // Contexts hand out the compat (namespaced) storage API.
    await assertSucceeds(Promise.resolve(alice.ref('users/alice/a.txt').putString('hi')));
    await assertFails(Promise.resolve(bob.ref('users/alice/b.txt').putString('hi')));
    await assertFails(Promise.resolve(alice.ref('users/alice/big.txt').putString('x'.repeat(2000))));
    await assertSucceeds(bob.ref('users/alice/a.txt').getMetadata());
    await assertFails(anon.ref('users/alice/a.txt').getMetadata());
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.storage().ref('top.txt').putString('admin');
      expect((await ctx.storage().ref().listAll()).items.map((i) => i.fullPath)).toEqual(['top.txt']);
    });
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (ctx) => {
      expect((await ctx.storage().ref().listAll()).items).toEqual([]);
    });
  });

  it('initializeTestEnvironment fails on invalid rules', async () => {
    await expect(
      initializeTestEnvironment({
        projectId: PROJECT,
        storage: {
          host: '127.0.0.1',
          port: emulator.port,
          rules: 'service firebase.storage { match /b/{bucket}/o { allow read: if ; } }',
        },
      }),
    ).rejects.toThrow();
  });
});
