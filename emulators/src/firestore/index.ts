// startFirestoreEmulator: REST (HTTP/1.1) and gRPC (HTTP/2) on one port, plus control endpoints.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FirestoreEmulatorOptions, RunningFirestoreEmulator, RouteHandler } from '../shared/servers.js';
import { openDurableStore, JournaledDocumentStore, type DurableFirestore } from './durable-store.js';
import { FirestoreEngine } from './engine.js';
import { readIndexConfig } from './index-config.js';
import { IndexCatalog } from './index-coverage.js';
import { createFirestoreGrpcServer } from './grpc-service.js';
import { createDualListener } from './listener.js';
import { exportStore, importStore } from './persistence.js';
import { createRestHandler, type ExtraRoute } from './rest.js';
import { describeCaller, type Caller } from './auth.js';
import type { OpenStreams } from './streams.js';
import { createWebChannel } from './webchannel/index.js';

export { FirestoreEngine } from './engine.js';

export async function startFirestoreEmulator(options: FirestoreEmulatorOptions): Promise<RunningFirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const verbose = options.verbose ?? false;
  const store = new JournaledDocumentStore();
  const engine = new FirestoreEngine(log, store);

  if (options.rulesPath) {
    const source = await readFile(options.rulesPath, 'utf8');
    const result = engine.rules.load(source);
    if (!result.ok) {
      const first = result.issues.find((i) => i.severity === 'ERROR') ?? result.issues[0];
      throw new Error(`${options.rulesPath}:${first?.line}:${first?.column}: ${first?.description ?? 'invalid rules'}`);
    }
  }
  if (options.indexesPath) {
    engine.indexes = new IndexCatalog(readIndexConfig(options.indexesPath));
    log(`[firestore] queries need the indexes of ${options.indexesPath}, as in production`);
  }
  if (options.importDir) {
    const n = await importStore(engine.store, options.importDir);
    log(`[firestore] imported ${n} documents from ${options.importDir}`);
  }
  let durable: DurableFirestore | undefined;
  if (options.dataDir) {
    durable = openDurableStore(store, options.dataDir, log);
    log(
      `[firestore] loaded ${durable.loaded.documents} documents from ${options.dataDir}` +
        ` (${durable.loaded.replayed} journaled commits replayed)`,
    );
    // First listener: a commit is journaled before anyone (the client included) hears of it.
    engine.onChange(() => store.flush());
  }

  const routes: ExtraRoute[] = [];
  const open: OpenStreams = new Set();
  const webChannel = createWebChannel({
    engine,
    open,
    log: (method: string, caller: Caller | null, outcome: string, started: number) => {
      if (verbose)
        log(
          `[firestore] WebChannel ${method} uid=${caller ? describeCaller(caller) : '-'} ${outcome} ${(performance.now() - started).toFixed(1)}ms`,
        );
    },
    idleMs: options.webChannelIdleMs,
  });
  const http = createServer(
    createRestHandler({ engine, projectId: options.projectId, routes, verbose, log, webChannel }),
  );
  http.keepAliveTimeout = 5_000;
  const grpcServer = createFirestoreGrpcServer(engine, { verbose, log }, open);
  const dual = createDualListener(http, grpcServer);

  try {
    await new Promise<void>((resolve, reject) => {
      dual.server.once('error', reject);
      dual.server.listen(options.port, host, () => {
        dual.server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    durable?.close();
    throw err;
  }
  const address = dual.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  let closed = false;
  return {
    host,
    port,
    projectId: options.projectId,
    async close() {
      if (closed) return;
      closed = true;
      webChannel.close();
      await dual.close();
      durable?.close();
    },
    async exportTo(dir: string) {
      if (durable && resolve(dir) === resolve(options.dataDir!)) durable.compact();
      else await exportStore(engine.store, dir);
    },
    getDocument: (name: string) => engine.store.get(name),
    onChange: (listener) => engine.onChange(listener),
    addRoute(method: string, path: RegExp, handler: RouteHandler) {
      routes.push({ method, path, handler });
    },
    readCounter: engine.readCounter,
    openStreams: () => open.size,
  };
}
