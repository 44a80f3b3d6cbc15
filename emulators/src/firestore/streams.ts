// What the Listen and Write streams share with the transports that carry them (gRPC, WebChannel).
import type { Json } from './codec.js';
import type { Caller } from './auth.js';

/** Sends one response message on the stream. */
export type Send = (message: Json) => void;

/** Logs one stream operation: (method, caller, outcome, start time from performance.now()). */
export type StreamLog = (method: string, caller: Caller | null, outcome: string, started: number) => void;

/** The streams open right now, on every transport (a closed client must leave none behind). */
export type OpenStreams = Set<{ close(): void }>;
