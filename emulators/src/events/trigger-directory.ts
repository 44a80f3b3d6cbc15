// Which v2 Firestore functions exist in the firebase-tools Functions emulator, and under which key
// to invoke them (`/functions/projects/{p}/triggers/{key}`). Two sources, merged by key:
// 1. registrations: firebase-tools POSTs `/emulator/v1/projects/{p}/eventarcTrigger?eventarcTriggerId=key`
//    to the Firestore emulator when its registry believes a Firestore emulator is running;
// 2. discovery: otherwise (the normal case with `--only functions`) it records Firestore triggers as
//    "ignored" but still serves them; we read their definitions from `GET /backends` and their keys
//    (`{id}-{generation}`) from the list its 404 answer for an unknown trigger name spells out.
import { httpRequest, type DeliveryTarget, type Log } from './delivery.js';

export const FIRESTORE_EVENT_PREFIX = 'google.cloud.firestore.document.v1.';

export interface FirestoreTrigger {
  key: string;
  eventType: string;
  database: string;
  namespace: string;
  document: string;
  matchType: 'EXACT' | 'PATH_PATTERN';
  source: 'registered' | 'discovered';
}

interface BackendTrigger {
  id?: string;
  platform?: string;
  eventTrigger?: {
    eventType?: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
  };
}

const PROBE_NAME = '__pauta_trigger_probe__';

export type RegisteredTriggers = Map<string, FirestoreTrigger>;

export class TriggerDirectory {
  private discovered: FirestoreTrigger[] = [];
  private discoveredAt = 0;
  private inflight: Promise<void> | null = null;
  private lastDiscoveryError = '';

  constructor(
    /** Shared by every connection to the same Firestore emulator (its route is added once). */
    private readonly registered: RegisteredTriggers,
    private readonly target: DeliveryTarget,
    private readonly projectId: string,
    private readonly log: Log,
    private readonly discover: boolean,
    private readonly maxAgeMs = 1000,
  ) {}

  invalidate(): void {
    this.discoveredAt = 0;
  }

  async all(): Promise<FirestoreTrigger[]> {
    if (this.discover && Date.now() - this.discoveredAt > this.maxAgeMs) await this.refresh();
    const byKey = new Map<string, FirestoreTrigger>();
    for (const trigger of this.discovered) byKey.set(trigger.key, trigger);
    for (const trigger of this.registered.values()) byKey.set(trigger.key, trigger);
    return [...byKey.values()];
  }

  private refresh(): Promise<void> {
    this.inflight ??= this.load()
      .then((triggers) => {
        this.discovered = triggers;
        this.discoveredAt = Date.now();
        if (this.lastDiscoveryError)
          this.log(`events: reached the Functions emulator at ${this.target.host}:${this.target.port}`);
        this.lastDiscoveryError = '';
      })
      .catch((err: unknown) => {
        const message = (err as Error)?.message ?? String(err);
        if (message !== this.lastDiscoveryError) {
          this.log(
            `events: cannot list functions at ${this.target.host}:${this.target.port} (${message}); Firestore events are dropped until it answers`,
          );
        }
        this.lastDiscoveryError = message;
        this.discovered = [];
      })
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }

  private async load(): Promise<FirestoreTrigger[]> {
    const backends = await httpRequest(this.target, 'GET', '/backends', undefined, {}, 5000);
    if (backends.status !== 200) throw new Error(`GET /backends answered ${backends.status}`);
    const definitions =
      (JSON.parse(backends.body) as { backends?: { functionTriggers?: BackendTrigger[] }[] }).backends ?? [];
    const firestoreDefs = definitions
      .flatMap((backend) => backend.functionTriggers ?? [])
      .filter(
        (def) => def.id && def.platform === 'gcfv2' && def.eventTrigger?.eventType?.startsWith(FIRESTORE_EVENT_PREFIX),
      );
    if (firestoreDefs.length === 0) return [];
    const keys = await this.triggerKeys();
    const triggers: FirestoreTrigger[] = [];
    for (const def of firestoreDefs) {
      const key = latestKey(keys, def.id!);
      const filters = def.eventTrigger!.eventFilters ?? {};
      const pattern = def.eventTrigger!.eventFilterPathPatterns?.document;
      const document = pattern ?? filters.document;
      if (!key || !document) continue;
      triggers.push({
        key,
        eventType: def.eventTrigger!.eventType!,
        database: filters.database ?? '(default)',
        namespace: filters.namespace ?? '(default)',
        document,
        matchType: pattern ? 'PATH_PATTERN' : 'EXACT',
        source: 'discovered',
      });
    }
    return triggers;
  }

  private async triggerKeys(): Promise<string[]> {
    const reply = await httpRequest(
      this.target,
      'POST',
      `/functions/projects/${encodeURIComponent(this.projectId)}/triggers/${PROBE_NAME}`,
      '',
      {},
      5000,
    );
    const match = /valid functions are:(.*)$/s.exec(reply.body);
    if (reply.status !== 404 || !match) throw new Error(`unexpected answer to the trigger-key probe (${reply.status})`);
    return match[1]
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
  }
}

function latestKey(keys: string[], id: string): string | undefined {
  let best: { key: string; generation: number } | undefined;
  for (const key of keys) {
    if (!key.startsWith(`${id}-`)) continue;
    const rest = key.slice(id.length + 1);
    if (!/^\d+$/.test(rest)) continue;
    const generation = Number(rest);
    if (!best || generation > best.generation) best = { key, generation };
  }
  return best?.key;
}
