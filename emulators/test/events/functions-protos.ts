// firebase-functions' own compiled DocumentEventData (the decoder its Firestore triggers use).
// The file is not in the package's exports map, so it is loaded by absolute path.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function packageRoot(entry: string): string {
  let dir = dirname(entry);
  while (!dir.endsWith('firebase-functions')) dir = dirname(dir);
  return dir;
}

interface ProtoType {
  decode(bytes: Uint8Array): unknown;
  toObject(message: unknown, options: object): any;
}

const compiled = require(
  join(packageRoot(require.resolve('firebase-functions')), 'protos', 'compiledFirestore.js'),
) as {
  google: { events: { cloud: { firestore: { v1: { DocumentEventData: ProtoType } } } } };
};

export const DocumentEventData = compiled.google.events.cloud.firestore.v1.DocumentEventData;
