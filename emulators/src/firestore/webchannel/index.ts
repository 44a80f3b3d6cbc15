// WebChannel, the browser SDK's transport for the Listen and Write streams, on the REST port:
//   POST /google.firestore.v1.Firestore/{Listen|Write}/channel?VER=8&RID=..  (no SID)  handshake
//   POST ...?SID=..&RID=..&AID=..                                           forward messages
//   GET  ...?SID=..&RID=rpc&AID=..&CI=0|1[&TO=ms]&TYPE=xmlhttp              back channel
//   GET|POST ...?SID=..&TYPE=terminate                                      close
// Each session carries one ListenStream or WriteStream, the same ones gRPC carries.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { callerFromAuthorization, type Caller } from '../auth.js';
import type { WireOptions } from '../codec.js';
import type { FirestoreEngine } from '../engine.js';
import { asFirestoreError, HTTP_STATUS } from '../errors.js';
import { corsHeaders, sendError } from '../http-util.js';
import { ListenStream } from '../listen-stream.js';
import type { OpenStreams, StreamLog } from '../streams.js';
import { WriteStream } from '../write-stream.js';
import { BackChannel } from './back-channel.js';
import { parseForwardBody, parseHeaderBlock } from './forward-body.js';
import { WebChannelSession } from './session.js';

const PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;
const WIRE: WireOptions = { flavor: 'json' };

export interface WebChannelOptions {
  engine: FirestoreEngine;
  open: OpenStreams;
  log: StreamLog;
  /** A session with no back channel for this long is closed (default 60 s). */
  idleMs?: number;
  /** A back channel is ended after this long (the client opens the next one; default 20 s). */
  holdMs?: number;
}

export interface WebChannel {
  matches(pathname: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer): void;
  /** Closes every session (the emulator is stopping). */
  close(): void;
}

/** The caller: `Authorization` from the handshake's encoded headers, `$httpHeaders`, or the request. */
function callerOf(req: IncomingMessage, url: URL, encoded: Record<string, string> | null): Caller {
  const overwrite = url.searchParams.get('$httpHeaders');
  const header =
    encoded?.authorization ??
    (overwrite !== null ? parseHeaderBlock(overwrite).authorization : undefined) ??
    req.headers.authorization;
  return callerFromAuthorization(header);
}

function reply(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...corsHeaders(req), 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

export function createWebChannel(o: WebChannelOptions): WebChannel {
  const idleMs = o.idleMs ?? 60_000;
  const holdMs = o.holdMs ?? 20_000;
  const sessions = new Map<string, WebChannelSession>();

  const handshake = (req: IncomingMessage, res: ServerResponse, url: URL, kind: string, body: Buffer) => {
    const started = performance.now();
    const forward = parseForwardBody(body);
    let caller: Caller | null = null;
    let authError: unknown;
    try {
      caller = callerOf(req, url, forward.headers);
    } catch (err) {
      authError = err; // sent to the client as the stream's error
    }
    const session = new WebChannelSession(
      (send) => {
        if (!caller) throw authError;
        const Kind = kind === 'Listen' ? ListenStream : WriteStream;
        return new Kind(o.engine, caller, WIRE, send, o.log, o.open);
      },
      idleMs,
      (s, reason) => {
        sessions.delete(s.id);
        o.log(`${kind} session ${s.id}`, caller, `closed (${reason})`, performance.now());
      },
    );
    sessions.set(session.id, session);
    o.log(`${kind} session ${session.id}`, caller, 'open', started);
    session.receive(forward.ofs, forward.maps);
    reply(req, res, 200, session.handshake());
  };

  return {
    matches: (pathname) => PATH.test(pathname),

    handle(req, res, url, body) {
      const kind = PATH.exec(url.pathname)?.[1] ?? 'Listen';
      const method = (req.method ?? 'GET').toUpperCase();
      const q = url.searchParams;
      const sid = q.get('SID');
      try {
        if (q.get('TYPE') === 'terminate') {
          if (sid) sessions.get(sid)?.close('terminate');
          reply(req, res, 200, '');
          return;
        }
        if (!sid && method === 'POST') return handshake(req, res, url, kind, body);
        const session = sid ? sessions.get(sid) : undefined;
        // The client recognises this text (status 400, "Unknown SID" not at the start) and reconnects.
        if (!session) return reply(req, res, 400, 'Error: Unknown SID');
        const aid = Number(q.get('AID') ?? NaN);
        if (method === 'GET' && q.get('RID') === 'rpc') {
          const longPoll = q.get('CI') === '1';
          const timeout = Number(q.get('TO') ?? NaN);
          const hold = longPoll && timeout > 0 ? Math.min(timeout, holdMs) : holdMs;
          const bc = new BackChannel(
            req,
            res,
            longPoll,
            hold,
            (b) => session.detach(b),
            (b) => session.holdExpired(b),
          );
          session.attach(bc, aid);
          return;
        }
        if (method !== 'POST') return reply(req, res, 400, 'Error: unsupported WebChannel request');
        const forward = parseForwardBody(body);
        session.acknowledge(aid);
        session.receive(forward.ofs, forward.maps);
        reply(req, res, 200, session.forwardAck());
      } catch (err) {
        const e = asFirestoreError(err);
        if (!res.headersSent) sendError(req, res, e);
        o.log(`${kind} channel`, null, `${HTTP_STATUS[e.status]} ${e.message}`, performance.now());
      }
    },

    close() {
      for (const s of [...sessions.values()]) s.close('emulator stopped');
    },
  };
}
