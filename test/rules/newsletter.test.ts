// The newsletter's collections hold addresses and consent records: only the functions (admin SDK)
// touch them. No client, anonymous or signed in, staff included, may read, list or write any of them.
import { collection, collectionGroup, getDocs, query, where } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { NEWSLETTER_COLLECTIONS } from '@pauta/model';
import { denied } from './support/cases';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('newsletter');

const subscriber = `${NEWSLETTER_COLLECTIONS.subscribers}/abc123`;
const digest = `${NEWSLETTER_COLLECTIONS.digests}/diario-2025-03-10`;
const sendRecord = `${digest}/${NEWSLETTER_COLLECTIONS.sends}/abc123`;
const limit = `${NEWSLETTER_COLLECTIONS.limits}/ip-0123`;

const STORED: Record<string, Record<string, unknown>> = {
  [subscriber]: { email: 'leitora@exemplo.com.br', status: 'confirmed', source: 'home', confirmNonce: 'n' },
  [digest]: { status: 'sent', trigger: 'schedule', articles: [], sent: 1, failed: 0 },
  [sendRecord]: { status: 'sent', attempts: 1 },
  [limit]: { hits: [1] },
};

const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');

describe.each(Object.keys(STORED))('%s', (path) => {
  const seed = () => commit(bed().owner(), [set(path, STORED[path]!)]);

  it.each(ALL_CALLERS)('denied: %s reading it', async (who) => {
    await seed();
    await denied(read(bed().db(who), path));
  });

  it.each(ALL_CALLERS)('denied: %s listing its collection', async (who) => {
    await seed();
    await denied(getDocs(collection(bed().db(who), parentOf(path))));
  });

  it.each(ALL_CALLERS)('denied: %s creating or replacing it', (who) =>
    denied(commit(bed().db(who), [set(path, { email: 'intrusa@exemplo.com', status: 'confirmed' })])),
  );

  it.each(ALL_CALLERS)('denied: %s updating or deleting it', async (who) => {
    await seed();
    await denied(commit(bed().db(who), [update(path, { status: 'unsubscribed' })]));
    await denied(commit(bed().db(who), [del(path)]));
  });
});

describe('queries a client might try', () => {
  it.each(ALL_CALLERS)('denied: %s listing confirmed subscribers', async (who) => {
    await commit(bed().owner(), [set(subscriber, STORED[subscriber]!)]);
    const subscribers = collection(bed().db(who), NEWSLETTER_COLLECTIONS.subscribers);
    await denied(getDocs(query(subscribers, where('status', '==', 'confirmed'))));
  });

  it.each(ALL_CALLERS)('denied: %s listing every send record (collection group)', async (who) => {
    await commit(bed().owner(), [set(sendRecord, STORED[sendRecord]!)]);
    await denied(getDocs(collectionGroup(bed().db(who), NEWSLETTER_COLLECTIONS.sends)));
  });
});
