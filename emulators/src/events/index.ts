// Event delivery from the Pauta emulators to the firebase-tools Functions emulator.
export {
  connectFirestoreEvents,
  type FirestoreEventsConnection,
  type FirestoreEventsOptions,
} from './firestore-events.js';
export {
  createStorageEventPublisher,
  type StorageEventPublisher,
  type StorageEventsOptions,
} from './storage-events.js';
export type { FirestoreTrigger } from './trigger-directory.js';
