// The edit leases as live references for the lock listener (the full Firestore SDK, admin area
// only): one article's lock document, and the whole collection for the article list.
import { collection, doc } from 'firebase/firestore';
import { getRealtimeDb } from '../../../lib/realtime-firestore';
import { LOCKS_COLLECTION, lockPath } from './paths';

export const liveLockRef = (articleId: string) => doc(getRealtimeDb(), lockPath(articleId));

export const liveLocksRef = () => collection(getRealtimeDb(), LOCKS_COLLECTION);
