// The REST v1 surface (firebase/firestore/lite, firebase-admin preferRest) and control endpoints.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHandler } from '../shared/servers.js';
import { callerFromAuthorization, describeCaller, type Caller } from './auth.js';
import type { Json, WireOptions } from './codec.js';
import type { FirestoreEngine } from './engine.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { corsHeaders, parseJsonBody, readBody, sendError, sendJson } from './http-util.js';
import { parseDocumentName, parseResourceName } from './paths.js';
import * as rpc from './rpc.js';
import { handleControl } from './control.js';
import type { WebChannel } from './webchannel/index.js';

export interface ExtraRoute {
  method: string;
  path: RegExp;
  handler: RouteHandler;
}

export interface RestOptions {
  engine: FirestoreEngine;
  projectId: string;
  routes: ExtraRoute[];
  verbose: boolean;
  log: (line: string) => void;
  /** The browser SDK's Listen/Write streams (they log their own sessions, not every poll). */
  webChannel?: WebChannel;
}

type Rpc =
  | 'batchGet'
  | 'runQuery'
  | 'runAggregationQuery'
  | 'commit'
  | 'beginTransaction'
  | 'rollback'
  | 'batchWrite'
  | 'listCollectionIds'
  | 'listDocuments';
const RPCS = new Set<string>([
  'batchGet',
  'runQuery',
  'runAggregationQuery',
  'commit',
  'beginTransaction',
  'rollback',
  'batchWrite',
  'listCollectionIds',
  'listDocuments',
]);

/** Splits `/v1/<name>[:rpc]` into the decoded resource name and the rpc. */
function parseV1Path(pathname: string): { name: string; rpc?: Rpc } {
  const raw = pathname.slice('/v1/'.length);
  const segs = raw.split('/');
  let rpcName: Rpc | undefined;
  const last = segs[segs.length - 1];
  const colon = last.lastIndexOf(':');
  if (colon >= 0 && RPCS.has(last.slice(colon + 1))) {
    rpcName = last.slice(colon + 1) as Rpc;
    segs[segs.length - 1] = last.slice(0, colon);
  }
  let name: string;
  try {
    name = segs.map((s) => decodeURIComponent(s)).join('/');
  } catch {
    throw invalidArgument(`Invalid URL encoding in ${pathname}`);
  }
  return { name, rpc: rpcName };
}

function dispatchRpc(rpcName: Rpc, call: rpc.RpcCall, name: string): unknown {
  const database = rpc.databaseOf(name);
  switch (rpcName) {
    case 'batchGet':
      return rpc.batchGet(call, database);
    case 'runQuery':
      return rpc.runQuery(call, name);
    case 'runAggregationQuery':
      return rpc.runAggregationQuery(call, name);
    case 'commit':
      return rpc.commit(call, database);
    case 'beginTransaction':
      return rpc.beginTransaction(call);
    case 'rollback':
      return rpc.rollback(call);
    case 'batchWrite':
      return rpc.batchWrite(call, database);
    case 'listCollectionIds':
      return rpc.listCollectionIds(call, name);
    case 'listDocuments':
      return rpc.listDocuments(call, name, String(call.body.collectionId ?? ''));
  }
}

/** Query-string parameters of GET/PATCH/DELETE document calls as a request body. */
function queryParamsBody(url: URL): Json {
  const body: Json = {};
  const mask = url.searchParams.getAll('mask.fieldPaths');
  if (mask.length) body.mask = { fieldPaths: mask };
  for (const k of ['pageSize', 'pageToken', 'transaction', 'orderBy']) {
    const v = url.searchParams.get(k);
    if (v !== null) body[k] = k === 'pageSize' ? Number(v) : v;
  }
  if (url.searchParams.get('showMissing') === 'true') body.showMissing = true;
  return body;
}

function restDocumentCall(method: string, url: URL, name: string, call: rpc.RpcCall): unknown {
  const p = parseResourceName(name);
  const database = `projects/${p.project}/databases/${p.database}`;
  if (method === 'GET') {
    if (p.segments.length % 2 === 1) {
      const parent = name.slice(0, name.lastIndexOf('/'));
      return rpc.listDocuments({ ...call, body: queryParamsBody(url) }, parent, p.segments[p.segments.length - 1]);
    }
    return rpc.getDocument({ ...call, body: queryParamsBody(url) }, name);
  }
  if (method === 'DELETE') {
    parseDocumentName(name);
    const currentDocument = url.searchParams.has('currentDocument.exists')
      ? { exists: url.searchParams.get('currentDocument.exists') === 'true' }
      : undefined;
    rpc.commit({ ...call, body: { writes: [{ delete: name, currentDocument }] } }, database);
    return {};
  }
  if (method === 'PATCH' || method === 'POST') {
    let docName = name;
    const update: Json = { ...call.body };
    if (method === 'POST') {
      // createDocument: POST {parent}/{collectionId}?documentId=
      const id = url.searchParams.get('documentId') || randomDocId();
      docName = `${name}/${id}`;
    }
    parseDocumentName(docName);
    update.name = docName;
    const write: Json = { update };
    const mask = url.searchParams.getAll('updateMask.fieldPaths');
    if (mask.length) write.updateMask = { fieldPaths: mask };
    if (method === 'POST') write.currentDocument = { exists: false };
    else if (url.searchParams.has('currentDocument.exists'))
      write.currentDocument = { exists: url.searchParams.get('currentDocument.exists') === 'true' };
    else if (url.searchParams.has('currentDocument.updateTime'))
      write.currentDocument = { updateTime: url.searchParams.get('currentDocument.updateTime') };
    rpc.commit({ ...call, body: { writes: [write] } }, database);
    return rpc.getDocument({ ...call, caller: { owner: true, auth: null }, body: {} }, docName);
  }
  throw new FirestoreError('UNIMPLEMENTED', `Method ${method} is not supported on ${name}`);
}

const randomDocId = () => {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 20 }, () => chars[Math.floor(Math.random() * chars.length)]).join('');
};

export function createRestHandler(o: RestOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://localhost');
    let caller: Caller | null = null;
    let outcome = '';
    let channel = false;
    try {
      if (method === 'OPTIONS') {
        res.writeHead(204, corsHeaders(req));
        res.end();
        outcome = '204';
        return;
      }
      const body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(req);
      if (o.webChannel?.matches(url.pathname)) {
        channel = true;
        o.webChannel.handle(req, res, url, body);
        return;
      }
      for (const r of o.routes) {
        const m = r.method.toUpperCase() === method ? url.pathname.match(r.path) : null;
        if (m) {
          await r.handler(req, res, m, body);
          outcome = String(res.statusCode);
          return;
        }
      }
      if (method === 'GET' && (url.pathname === '/' || url.pathname === '')) {
        res.writeHead(200, { ...corsHeaders(req), 'Content-Type': 'text/plain' });
        res.end('Ok');
        outcome = '200';
        return;
      }
      if (url.pathname.startsWith('/emulator/')) {
        const handled = handleControl(o.engine, req, res, method, url.pathname, body);
        if (handled) {
          outcome = String(res.statusCode);
          return;
        }
      }
      if (!url.pathname.startsWith('/v1/'))
        throw new FirestoreError('NOT_FOUND', `No route for ${method} ${url.pathname}`);
      caller = callerFromAuthorization(req.headers.authorization);
      const wire: WireOptions = {
        flavor: 'json',
        enumsAsInts: (url.searchParams.get('$alt') ?? '').includes('enum-encoding=int'),
      };
      const { name, rpc: rpcName } = parseV1Path(url.pathname);
      const json = method === 'GET' || method === 'DELETE' ? {} : parseJsonBody(body);
      const call: rpc.RpcCall = { engine: o.engine, caller, body: json, wire };
      let result: unknown;
      if (rpcName) {
        if (method !== 'POST') throw new FirestoreError('NOT_FOUND', `${rpcName} requires POST`);
        result = dispatchRpc(rpcName, call, name);
      } else {
        result = restDocumentCall(method, url, name, call);
      }
      sendJson(req, res, 200, result);
      outcome = '200';
    } catch (err) {
      const e = sendError(req, res, err);
      outcome = `${e.status}${e.status === 'PERMISSION_DENIED' ? ` (${e.message})` : ''}`;
    } finally {
      if (o.verbose && !channel) {
        const who = caller ? describeCaller(caller) : '-';
        o.log(
          `[firestore] ${method} ${url.pathname} uid=${who} ${outcome} ${(performance.now() - started).toFixed(1)}ms`,
        );
      }
    }
  };
}
