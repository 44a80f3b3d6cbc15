// The day's secret salt and the visitor hash. The salt is random, kept in statsSalts/{day} (no
// client can read it) and in each instance's memory for that day only; creating a day's salt
// deletes the previous days' in the same transaction, so yesterday's hashes can no longer be tied
// to any address. The hash is HMAC-SHA-256(salt, IP + user agent), cut to 128 bits.
import { createHmac, randomBytes } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { addDays, STATS_COLLECTIONS, statsHourStart } from '@pauta/model';

/** Days before today whose salt a new day deletes (a quiet site may skip a few days). */
const OLD_SALT_DAYS = 7;

const cache = new Map<string, Promise<Buffer>>();

export function visitorHash(salt: Buffer, address: string, userAgent: string): string {
  return createHmac('sha256', salt).update(`${address}\n${userAgent}`).digest('base64url').slice(0, 22);
}

async function loadOrCreateSalt(db: Firestore, day: string): Promise<Buffer> {
  const salts = db.collection(STATS_COLLECTIONS.salts);
  return db.runTransaction(async (tx) => {
    const ref = salts.doc(day);
    const snap = await tx.get(ref);
    const stored = snap.get('salt') as Buffer | Uint8Array | undefined;
    if (stored) return Buffer.from(stored);
    const salt = randomBytes(32);
    tx.create(ref, { salt, expireAt: Timestamp.fromMillis(statsHourStart(addDays(day, 1))) });
    for (let n = 1; n <= OLD_SALT_DAYS; n++) tx.delete(salts.doc(addDays(day, -n)));
    return salt;
  });
}

/** The salt of `day` (São Paulo), created by the first view of the day; cached for that day only. */
export function dailySalt(db: Firestore, day: string): Promise<Buffer> {
  let salt = cache.get(day);
  if (!salt) {
    for (const key of cache.keys()) cache.delete(key); // a new day forgets the old salt at once
    salt = loadOrCreateSalt(db, day);
    salt.catch(() => cache.delete(day));
    cache.set(day, salt);
  }
  return salt;
}

/** Tests: forget the cached salts. */
export function forgetSalts(): void {
  cache.clear();
}
