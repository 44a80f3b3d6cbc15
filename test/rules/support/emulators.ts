// Where the rules tests find the Firestore and Storage emulators: the env of a running stack, or
// emulators started in this process on random ports (the project's own emulators, no Java).
export interface HostAndPort {
  host: string;
  port: number;
}

export interface RulesEmulators {
  firestore: HostAndPort;
  storage?: HostAndPort;
  /** Stops emulators this process started; a no-op for emulators found through the env. */
  stop(): Promise<void>;
}

export function parseHostAndPort(value: string): HostAndPort {
  const bare = value.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const colon = bare.lastIndexOf(':');
  if (colon < 0) throw new Error(`expected host:port, got "${value}"`);
  return { host: bare.slice(0, colon).replace(/^\[|\]$/g, ''), port: Number(bare.slice(colon + 1)) };
}

export async function resolveEmulators(projectId: string, options: { storage: boolean }): Promise<RulesEmulators> {
  const firestoreEnv = process.env.FIRESTORE_EMULATOR_HOST;
  const storageEnv = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (firestoreEnv && (storageEnv || !options.storage)) {
    return {
      firestore: parseHostAndPort(firestoreEnv),
      storage: options.storage && storageEnv ? parseHostAndPort(storageEnv) : undefined,
      stop: async () => {},
    };
  }

  const quiet = () => {};
  const { startFirestoreEmulator } = await import('../../../emulators/src/firestore/index.js');
  const firestore = await startFirestoreEmulator({ port: 0, projectId, log: quiet });
  if (!options.storage) {
    return { firestore: { host: firestore.host, port: firestore.port }, stop: () => firestore.close() };
  }
  const { startStorageEmulator } = await import('../../../emulators/src/storage/index.js');
  // Storage rules call firestore.get() on profiles: the storage emulator reads this Firestore.
  const storage = await startStorageEmulator({ port: 0, projectId, firestore, log: quiet });
  return {
    firestore: { host: firestore.host, port: firestore.port },
    storage: { host: storage.host, port: storage.port },
    stop: async () => {
      await storage.close();
      await firestore.close();
    },
  };
}
