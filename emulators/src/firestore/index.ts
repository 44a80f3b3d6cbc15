// startFirestoreEmulator: REST (HTTP/1.1) and gRPC (HTTP/2) on one port, plus control endpoints.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { FirestoreEmulatorOptions, RunningFirestoreEmulator, RouteHandler } from '../shared/servers.js';
import { FirestoreEngine } from './engine.js';
import { createFirestoreGrpcServer } from './grpc-service.js';
import { createDualListener } from './listener.js';
import { exportStore, importStore } from './persistence.js';
import { createRestHandler, type ExtraRoute } from './rest.js';

export { FirestoreEngine } from './engine.js';

export async function startFirestoreEmulator(options: FirestoreEmulatorOptions): Promise<RunningFirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const verbose = options.verbose ?? false;
  const engine = new FirestoreEngine(log);

  if (options.rulesPath) {
    const source = await readFile(options.rulesPath, 'utf8');
    const result = engine.rules.load(source);
    if (!result.ok) {
      const first = result.issues.find((i) => i.severity === 'ERROR') ?? result.issues[0];
      throw new Error(`${options.rulesPath}:${first?.line}:${first?.column}: ${first?.description ?? 'invalid rules'}`);
    }
  }
  if (options.importDir) {
    const n = await importStore(engine.store, options.importDir);
    log(`[firestore] imported ${n} documents from ${options.importDir}`);
  }

  const routes: ExtraRoute[] = [];
  const http = createServer(createRestHandler({ engine, projectId: options.projectId, routes, verbose, log }));
  http.keepAliveTimeout = 5_000;
  const grpcServer = createFirestoreGrpcServer(engine, { verbose, log });
  const dual = createDualListener(http, grpcServer);

  await new Promise<void>((resolve, reject) => {
    dual.server.once('error', reject);
    dual.server.listen(options.port, host, () => {
      dual.server.off('error', reject);
      resolve();
    });
  });
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
      await dual.close();
    },
    exportTo: (dir: string) => exportStore(engine.store, dir),
    getDocument: (name: string) => engine.store.get(name),
    onChange: (listener) => engine.onChange(listener),
    addRoute(method: string, path: RegExp, handler: RouteHandler) {
      routes.push({ method, path, handler });
    },
    readCounter: engine.readCounter,
  };
}
