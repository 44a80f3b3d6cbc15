// Storage object events for the firebase-tools Functions emulator: POSTed to its multicast route,
// once as a structured CloudEvent (v2 functions: onObjectFinalized, ...) and once as a legacy event
// (v1 functions: functions.storage.object().onFinalize, ...). It routes them by
// `{project}:{type}:{bucket}` to every registered storage trigger.
import { randomUUID } from 'node:crypto';
import { DeliveryQueue, postOrThrow, type DeliveryTarget, type Log } from './delivery.js';

export type StorageEventKind = 'finalized' | 'deleted' | 'metadataUpdated' | 'archived';

const LEGACY_TYPES: Record<StorageEventKind, string> = {
  finalized: 'google.storage.object.finalize',
  deleted: 'google.storage.object.delete',
  metadataUpdated: 'google.storage.object.metadataUpdate',
  archived: 'google.storage.object.archive',
};

export interface StorageEventsOptions {
  functionsHost: string;
  functionsPort: number;
  projectId: string;
  log?: Log;
}

export interface StorageEventPublisher {
  /** `object` is the GCS JSON API object resource (bucket, name, generation, size, ...). */
  publish(kind: StorageEventKind, object: Record<string, unknown> & { bucket: string; name: string }): void;
  idle(): Promise<void>;
}

export function cloudEventType(kind: StorageEventKind): string {
  return `google.cloud.storage.object.v1.${kind}`;
}

export function createStorageEventPublisher(options: StorageEventsOptions): StorageEventPublisher {
  const log = options.log ?? (() => {});
  const target: DeliveryTarget = { host: options.functionsHost, port: options.functionsPort };
  const queue = new DeliveryQueue(log);
  const path = `/functions/projects/${encodeURIComponent(options.projectId)}/trigger_multicast`;
  return {
    publish(kind, object) {
      const time = new Date().toISOString();
      const cloudEvent = {
        specversion: '1.0',
        id: randomUUID(),
        type: cloudEventType(kind),
        source: `//storage.googleapis.com/projects/_/buckets/${object.bucket}/objects/${object.name}`,
        subject: `objects/${object.name}`,
        time,
        datacontenttype: 'application/json',
        data: object,
      };
      const legacy = {
        eventId: randomUUID(),
        eventType: LEGACY_TYPES[kind],
        timestamp: time,
        resource: {
          service: 'storage.googleapis.com',
          name: `projects/_/buckets/${object.bucket}/objects/${object.name}`,
          type: 'storage#object',
        },
        data: object,
      };
      const what = `${kind} event for gs://${object.bucket}/${object.name}`;
      queue.push(what, async () => {
        await postOrThrow(target, path, JSON.stringify(cloudEvent), {
          'Content-Type': 'application/cloudevents+json; charset=utf-8',
        });
      });
      queue.push(`legacy ${what}`, async () => {
        await postOrThrow(target, path, JSON.stringify(legacy), { 'Content-Type': 'application/json; charset=utf-8' });
      });
    },
    idle: () => queue.idle(),
  };
}
