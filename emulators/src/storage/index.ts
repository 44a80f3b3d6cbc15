// Java-free Cloud Storage for Firebase emulator: the Firebase v0 REST API, the GCS JSON API subset
// used by the admin SDK, storage.rules through the shared engine, and object events to Functions.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import type { RunningStorageEmulator, StorageEmulatorOptions } from '../shared/servers.js';
import { createStorageEventPublisher } from '../events/storage-events.js';
import { callerOf, type Caller } from './auth.js';
import { handleControlApi } from './control-api.js';
import { handleFirebaseApi } from './firebase-api.js';
import { handleGcsApi } from './gcs-api.js';
import { HttpError, applyCors, readBody, sendError } from './http-util.js';
import { toGcsResource } from './metadata.js';
import { parseQuery } from './object-names.js';
import { JournaledObjectStore, openDurableStore, type DurableStorage } from './durable-store.js';
import { exportStore, importStore } from './persistence.js';
import type { RequestContext } from './request-context.js';
import { RulesLoadError, StorageRulesGate } from './rules-gate.js';
import { StorageService, type ObjectEventSink } from './storage-service.js';
import { UploadSessions } from './uploads.js';

export type { RunningStorageEmulator, StorageEmulatorOptions };

const MAX_BODY_BYTES = 512 * 1024 * 1024;

export async function startStorageEmulator(options: StorageEmulatorOptions): Promise<RunningStorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const verbose = options.verbose ?? false;
  const store = new JournaledObjectStore();
  const uploads = new UploadSessions();
  const rules = new StorageRulesGate(options.projectId, options.firestore);

  if (options.rulesPath) {
    const source = await readFile(options.rulesPath, 'utf8');
    try {
      rules.load(source);
    } catch (err) {
      if (err instanceof RulesLoadError) {
        const first = err.issues[0];
        throw new Error(`${options.rulesPath}${first ? `:${first.line}:${first.column}` : ''}: ${err.message}`);
      }
      throw err;
    }
  }
  if (options.importDir) {
    const count = await importStore(store, options.importDir);
    log(
      count === null
        ? `storage: ${options.importDir} has no Storage export; starting empty`
        : `storage: imported ${count} objects from ${options.importDir}`,
    );
  }
  let durable: DurableStorage | undefined;
  if (options.dataDir) {
    durable = openDurableStore(store, options.dataDir, log);
    log(
      `storage: loaded ${durable.loaded.objects} objects from ${options.dataDir}` +
        ` (${durable.loaded.replayed} journaled changes replayed)`,
    );
  }

  let baseUrl = '';
  const publisher = options.functionsEmulator
    ? createStorageEventPublisher({
        functionsHost: options.functionsEmulator.host,
        functionsPort: options.functionsEmulator.port,
        projectId: options.projectId,
        log,
      })
    : undefined;
  const emit: ObjectEventSink = (kind, object) => {
    if (!publisher) return;
    try {
      publisher.publish(
        kind,
        toGcsResource(object, baseUrl) as Record<string, unknown> & { bucket: string; name: string },
      );
    } catch (err) {
      log(`storage: could not publish ${kind} event: ${(err as Error).message}`);
    }
  };
  const service = new StorageService(store, rules, emit);
  const control = {
    rules,
    log,
    reset() {
      store.clear();
      uploads.clear();
    },
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (applyCors(req, res)) return;
    const rawUrl = req.url ?? '/';
    const queryStart = rawUrl.indexOf('?');
    const path = queryStart < 0 ? rawUrl : rawUrl.slice(0, queryStart);
    const method = req.method ?? 'GET';
    const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method);
    const body = hasBody ? await readBody(req, MAX_BODY_BYTES) : Buffer.alloc(0);
    let caller: Caller | undefined;
    const ctx: RequestContext = {
      req,
      res,
      path,
      query: parseQuery(queryStart < 0 ? '' : rawUrl.slice(queryStart + 1)),
      body,
      origin: `http://${req.headers.host ?? `${host}:${port}`}`,
      caller: () => (caller ??= callerOf(req)),
    };
    if (verbose) log(`storage: ${method} ${rawUrl}`);
    const handled =
      handleControlApi(ctx, control) || handleFirebaseApi(ctx, service, uploads) || handleGcsApi(ctx, service, uploads);
    if (!handled) throw new HttpError(404, `No route for ${method} ${path}`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (err instanceof HttpError) {
        if (verbose) log(`storage: ${req.method} ${req.url} → ${err.status} ${err.message}`);
        sendError(res, err);
        return;
      }
      log(`storage: internal error on ${req.method} ${req.url}: ${(err as Error)?.stack ?? String(err)}`);
      sendError(res, new HttpError(500, `Internal emulator error: ${(err as Error)?.message ?? String(err)}`));
    });
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    durable?.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log(`storage: emulator listening on ${baseUrl}${rules.loaded ? '' : ' (no rules loaded: all requests allowed)'}`);

  return {
    host,
    port,
    async close() {
      // Give queued events a moment to leave, but never let a stuck Functions emulator hold shutdown.
      if (publisher)
        await Promise.race([publisher.idle(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      durable?.close();
    },
    async exportTo(dir: string) {
      if (durable && resolvePath(dir) === resolvePath(options.dataDir!)) durable.compact();
      else await exportStore(store, dir);
    },
  };
}
