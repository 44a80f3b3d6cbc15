// Firestore document events for firebase-functions v2 (onDocumentCreated/Updated/Deleted/Written):
// after every commit, each changed document is matched against the Firestore triggers the
// Functions emulator serves and delivered as a binary-mode CloudEvent whose body is a protobuf
// DocumentEventData (base64, `Content-Type: application/protobuf`), as Google's emulator does.
// See emulators/README-events.md.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DocumentChange, RunningFirestoreEmulator } from '../shared/servers.js';
import type { StoredDocument, Value } from '../shared/value.js';
import { DeliveryQueue, postOrThrow, type DeliveryTarget, type Log } from './delivery.js';
import { documentEventDataJson, timestampToIso } from './document-event-json.js';
import { encodeDocumentEventData } from './document-event-proto.js';
import { matchDocumentPattern } from './path-pattern.js';
import {
  FIRESTORE_EVENT_PREFIX,
  TriggerDirectory,
  type FirestoreTrigger,
  type RegisteredTriggers,
} from './trigger-directory.js';

export interface FirestoreEventsOptions {
  functionsHost: string;
  functionsPort: number;
  projectId: string;
  log?: Log;
  /** Ask the Functions emulator which Firestore triggers it has (default true). */
  discover?: boolean;
}

export interface FirestoreEventsConnection {
  /** Resolves once every event queued so far has been delivered or has failed. */
  idle(): Promise<void>;
  /** The triggers events are currently matched against. */
  triggers(): Promise<FirestoreTrigger[]>;
  close(): void;
}

/** Longest a v2 event function may run (its answer arrives when it finishes). */
const FUNCTION_TIMEOUT_MS = 540_000;

const REGISTRATION_ROUTE = /^\/emulator\/v1\/projects\/([^/]+)\/eventarcTrigger\/?$/;

type Emulator = Pick<RunningFirestoreEmulator, 'onChange' | 'addRoute'>;

// Routes cannot be removed from the Firestore emulator, so the registration route is added once
// per emulator and writes into one registry that every (current or later) connection reads.
const registries = new WeakMap<Emulator, RegisteredTriggers>();

function registryFor(firestore: Emulator, log: Log): RegisteredTriggers {
  let registry = registries.get(firestore);
  if (!registry) {
    const created: RegisteredTriggers = new Map();
    registry = created;
    registries.set(firestore, created);
    firestore.addRoute('POST', REGISTRATION_ROUTE, (req, res, _match, body) => register(req, res, body, created, log));
  }
  return registry;
}

export function connectFirestoreEvents(
  firestore: Emulator,
  options: FirestoreEventsOptions,
): FirestoreEventsConnection {
  const log = options.log ?? (() => {});
  const target: DeliveryTarget = { host: options.functionsHost, port: options.functionsPort };
  const registered = registryFor(firestore, log);
  const directory = new TriggerDirectory(registered, target, options.projectId, log, options.discover ?? true);
  const queue = new DeliveryQueue(log);

  let closed = false;
  const unsubscribe = firestore.onChange((changes) => {
    if (closed) return;
    // Matching needs the trigger list (an HTTP round trip at most once a second): do it on the
    // delivery chain so the commit that produced the changes is never delayed.
    queue.push(`Firestore events for ${changes.length} change(s)`, async () => {
      const triggers = await directory.all();
      for (const change of changes) await deliverChange(change, triggers);
    });
  });

  async function deliverChange(change: DocumentChange, triggers: FirestoreTrigger[]): Promise<void> {
    const parsed = parseDocumentName(change.name);
    if (!parsed || parsed.projectId !== options.projectId) return;
    for (const trigger of triggers) {
      if (!appliesTo(trigger, change, parsed.database, parsed.path)) continue;
      // Requests start in commit order, but the Functions emulator only answers when the function
      // has finished: wait for that answer off the chain so a slow function holds nothing up.
      queue.detach(`${trigger.eventType} for ${parsed.path} → ${trigger.key}`, () =>
        deliverOne(trigger, change, parsed.database, parsed.path).catch((err: unknown) => {
          if (/answered 404/.test((err as Error).message)) directory.invalidate();
          throw err;
        }),
      );
    }
  }

  async function deliverOne(
    trigger: FirestoreTrigger,
    change: DocumentChange,
    database: string,
    path: string,
  ): Promise<void> {
    const attributes: Record<string, string> = {
      specversion: '1.0',
      id: randomUUID(),
      type: trigger.eventType,
      source: `//firestore.googleapis.com/projects/${options.projectId}/databases/${database}`,
      subject: `documents/${path}`,
      time: timestampToIso(change.time),
      project: options.projectId,
      database,
      namespace: trigger.namespace,
      document: path,
      location: 'us-central1',
    };
    if (trigger.eventType.endsWith('.withAuthContext')) {
      attributes.authtype = 'unknown';
      attributes.authid = '';
    }
    const mask = updateMask(change.before, change.after);
    const route = `/functions/projects/${encodeURIComponent(options.projectId)}/triggers/${encodeURIComponent(trigger.key)}`;
    if (/^[\x20-\x7e]*$/.test(path)) {
      // Binary mode with protobuf data, as Google's emulator sends it. The Functions emulator
      // base64-decodes application/protobuf bodies before invoking the function.
      const headers: Record<string, string> = { 'Content-Type': 'application/protobuf' };
      for (const [name, value] of Object.entries(attributes)) headers[`ce-${name}`] = value;
      const payload = encodeDocumentEventData(change.before, change.after, mask);
      await postOrThrow(target, route, payload.toString('base64'), headers, FUNCTION_TIMEOUT_MS);
    } else {
      // Non-ASCII paths cannot be header values: structured mode with JSON data instead.
      const event = {
        ...attributes,
        datacontenttype: 'application/json',
        data: documentEventDataJson(change.before, change.after, mask),
      };
      await postOrThrow(
        target,
        route,
        JSON.stringify(event),
        { 'Content-Type': 'application/cloudevents+json; charset=utf-8' },
        FUNCTION_TIMEOUT_MS,
      );
    }
  }

  return {
    idle: () => queue.idle(),
    triggers: () => directory.all(),
    close() {
      closed = true;
      unsubscribe();
    },
  };
}

function register(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  registry: RegisteredTriggers,
  log: Log,
): void {
  const reply = (status: number, payload: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(payload));
  };
  const key = new URL(req.url ?? '/', 'http://localhost').searchParams.get('eventarcTriggerId');
  let spec: {
    eventType?: unknown;
    database?: unknown;
    namespace?: unknown;
    document?: { value?: unknown; matchType?: unknown };
  };
  try {
    spec = JSON.parse(body.toString('utf8'));
  } catch {
    reply(400, { error: { code: 400, message: 'eventarcTrigger body is not JSON', status: 'INVALID_ARGUMENT' } });
    return;
  }
  if (
    !key ||
    typeof spec.eventType !== 'string' ||
    !spec.eventType.startsWith(FIRESTORE_EVENT_PREFIX) ||
    typeof spec.document?.value !== 'string'
  ) {
    reply(400, {
      error: {
        code: 400,
        message: 'eventarcTrigger needs eventarcTriggerId, a Firestore eventType and document.value',
        status: 'INVALID_ARGUMENT',
      },
    });
    return;
  }
  registry.set(key, {
    source: 'registered',
    key,
    eventType: spec.eventType,
    database: typeof spec.database === 'string' ? spec.database : '(default)',
    namespace: typeof spec.namespace === 'string' ? spec.namespace : '(default)',
    document: spec.document.value,
    matchType: spec.document.matchType === 'EXACT' ? 'EXACT' : 'PATH_PATTERN',
  });
  log(`events: registered Firestore trigger ${key} (${spec.eventType} on ${spec.document.value})`);
  reply(200, {});
}

function parseDocumentName(name: string): { projectId: string; database: string; path: string } | null {
  const match = /^projects\/([^/]+)\/databases\/([^/]+)\/documents\/(.+)$/.exec(name);
  return match ? { projectId: match[1], database: match[2], path: match[3] } : null;
}

function appliesTo(trigger: FirestoreTrigger, change: DocumentChange, database: string, path: string): boolean {
  if (trigger.database !== database) return false;
  const kind = trigger.eventType.slice(FIRESTORE_EVENT_PREFIX.length).replace(/\.withAuthContext$/, '');
  const created = !change.before && !!change.after;
  const updated = !!change.before && !!change.after;
  const deleted = !!change.before && !change.after;
  const kindMatches =
    kind === 'written'
      ? created || updated || deleted
      : kind === 'created'
        ? created
        : kind === 'updated'
          ? updated
          : kind === 'deleted'
            ? deleted
            : false;
  if (!kindMatches) return false;
  if (trigger.matchType === 'EXACT') return trigger.document.replace(/^\/+|\/+$/g, '') === path;
  return matchDocumentPattern(trigger.document, path) !== null;
}

/** Top-level fields whose value changed (the update_mask of an update event). */
function updateMask(before: StoredDocument | null, after: StoredDocument | null): string[] | undefined {
  if (!before || !after) return undefined;
  const keys = new Set([...Object.keys(before.fields), ...Object.keys(after.fields)]);
  return [...keys].filter((key) => !sameValue(before.fields[key], after.fields[key])).map(quoteFieldName);
}

function sameValue(a: Value | undefined, b: Value | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return stableStringify(a) === stableStringify(b);
}

function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return `${v}n`;
    if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
      );
    }
    return v;
  });
}

function quoteFieldName(name: string): string {
  return /^[A-Za-z_][A-Za-z_0-9]*$/.test(name) ? name : `\`${name.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``;
}
