// Writes described as data, committed in one batch (one commit = one rules evaluation per document,
// with getAfter() seeing the whole batch).
import { deleteDoc, doc, getDoc, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore/lite';

export type Write =
  | { op: 'set'; path: string; data: Record<string, unknown> }
  | { op: 'update'; path: string; data: Record<string, unknown> }
  | { op: 'delete'; path: string };

export const set = (path: string, data: Record<string, unknown>): Write => ({ op: 'set', path, data });
export const update = (path: string, data: Record<string, unknown>): Write => ({ op: 'update', path, data });
export const del = (path: string): Write => ({ op: 'delete', path });

export async function commit(db: Firestore, writes: Write[]): Promise<void> {
  if (writes.length === 1) {
    const [write] = writes;
    const ref = doc(db, write.path);
    if (write.op === 'set') return setDoc(ref, write.data);
    if (write.op === 'update') return updateDoc(ref, write.data);
    return deleteDoc(ref);
  }
  const batch = writeBatch(db);
  for (const write of writes) {
    const ref = doc(db, write.path);
    if (write.op === 'set') batch.set(ref, write.data);
    else if (write.op === 'update') batch.update(ref, write.data);
    else batch.delete(ref);
  }
  await batch.commit();
}

export const read = (db: Firestore, path: string) => getDoc(doc(db, path));
