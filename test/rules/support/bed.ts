// One rules test environment: the emulators, the rules files loaded into them, a Firestore Lite client
// per caller (the full SDK needs gRPC streams) and a storage client per caller.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { resolveEmulators, type RulesEmulators } from './emulators';
import { PEOPLE, type Who } from './personas';

// Denials are the point of half the cases; the SDK would log each one.
setLogLevel('silent');

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Overridable so a mutated copy of the rules can be checked against the same suite.
const FIRESTORE_RULES = process.env.PAUTA_FIRESTORE_RULES ?? `${ROOT}firestore.rules`;
const STORAGE_RULES = process.env.PAUTA_STORAGE_RULES ?? `${ROOT}storage.rules`;
export const RULES_PROJECT_ID = process.env.RULES_TEST_PROJECT_ID ?? 'demo-pauta-rules';
/** The storage tests use their own bucket, which they empty themselves. */
const RULES_BUCKET = 'pauta-rules-test';

type CompatStorage = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>;

export interface RulesBed {
  env: RulesTestEnvironment;
  emulators: RulesEmulators;
  projectId: string;
  /**
   * True when the storage tests run against a stack from the env: its storage rules read profiles
   * from the stack's own project, so the tests write only their personas there and never clear it.
   */
  sharedProject: boolean;
  /** Firestore Lite as this caller (rules apply). */
  db(who: Who): Firestore;
  /** Firestore Lite with the emulator's owner token (rules bypassed) for arranging data. */
  owner(): Firestore;
  /** Firestore Lite with a hand-made token (e.g. without an email claim). */
  withToken(key: string, claims: { sub: string } & Record<string, unknown>): Firestore;
  /** Storage (bucket pauta-rules-test) as this caller. */
  storage(who: Who): CompatStorage;
  /** Storage as a persona whose token says the e-mail address is not verified. */
  unverifiedStorage(who: Exclude<Who, 'anonymous'>): CompatStorage;
  /** Runs `work` with storage on the test bucket as the emulator owner (rules bypassed). */
  asStorageOwner(work: (storage: CompatStorage) => Promise<void>): Promise<void>;
  /** Deletes every object of the test bucket. */
  clearBucket(): Promise<void>;
  close(): Promise<void>;
}

export async function createRulesBed(options: { storage?: boolean } = {}): Promise<RulesBed> {
  const sharedProject = Boolean(
    options.storage && process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_STORAGE_EMULATOR_HOST,
  );
  const projectId = sharedProject ? (process.env.GCLOUD_PROJECT ?? 'demo-pauta') : RULES_PROJECT_ID;
  const emulators = await resolveEmulators(projectId, { storage: options.storage ?? false });
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { ...emulators.firestore, rules: readFileSync(FIRESTORE_RULES, 'utf8') },
    ...(emulators.storage && { storage: { ...emulators.storage, rules: readFileSync(STORAGE_RULES, 'utf8') } }),
  });

  const apps: FirebaseApp[] = [];
  const dbs = new Map<string, Firestore>();
  const storages = new Map<string, CompatStorage>();

  function lite(key: string, token: Parameters<typeof connectFirestoreEmulator>[3]): Firestore {
    const cached = dbs.get(key);
    if (cached) return cached;
    const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `rules-${key}-${apps.length}`);
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port, token);
    dbs.set(key, db);
    return db;
  }

  const bucket = `gs://${RULES_BUCKET}`;
  const asStorageOwner = (work: (storage: CompatStorage) => Promise<void>) =>
    env.withSecurityRulesDisabled((context) => work(context.storage(bucket)));

  return {
    env,
    emulators,
    projectId,
    sharedProject,
    db(who) {
      if (who === 'anonymous') return lite(who, undefined);
      const person = PEOPLE[who];
      return lite(who, {
        mockUserToken: { sub: person.uid, email: person.email, email_verified: true, name: person.name },
      });
    },
    owner() {
      return lite('owner', { mockUserToken: 'owner' });
    },
    withToken(key, claims) {
      return lite(`token-${key}`, { mockUserToken: claims });
    },
    storage(who) {
      let storage = storages.get(who);
      if (!storage) {
        const context =
          who === 'anonymous'
            ? env.unauthenticatedContext()
            : env.authenticatedContext(PEOPLE[who].uid, { email: PEOPLE[who].email, email_verified: true });
        storage = context.storage(bucket);
        storages.set(who, storage);
      }
      return storage;
    },
    unverifiedStorage(who) {
      const context = env.authenticatedContext(PEOPLE[who].uid, { email: PEOPLE[who].email, email_verified: false });
      return context.storage(bucket);
    },
    asStorageOwner,
    clearBucket: () =>
      asStorageOwner(async (storage) => {
        const pending = [storage.ref()];
        while (pending.length) {
          const listing = await pending.pop()!.listAll();
          pending.push(...listing.prefixes);
          await Promise.all(listing.items.map((item) => item.delete()));
        }
      }),
    async close() {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await env.cleanup();
      await emulators.stop();
    },
  };
}
