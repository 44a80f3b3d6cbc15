// Reads and role updates of profiles/* for the users screen. Pages of PAGE_SIZE ordered by
// createdAt desc with a document cursor; a search runs bounded prefix queries on email and name.
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { ADMIN_LIST_PAGE_SIZES, COLLECTIONS, isRole, type ProfileDoc, type Role } from '@pauta/model';
import { prefixEnd, searchPrefixes } from '../lib/search-terms';

export interface UserRow {
  id: string;
  name: string | null;
  email: string;
  role: Role | null;
  createdAt: Date | null;
}

export interface UsersPage {
  rows: UserRow[];
  /** The cursor of the next page, or null on the last one. */
  next: QueryDocumentSnapshot | null;
}

const profiles = () => collection(getDb(), COLLECTIONS.profiles);

function toRow(snap: QueryDocumentSnapshot): UserRow {
  const d = snap.data() as Partial<ProfileDoc>;
  return {
    id: snap.id,
    name: d.name?.trim() ? d.name : null,
    email: d.email ?? '',
    role: isRole(d.role) ? d.role : null,
    createdAt: d.createdAt?.toDate?.() ?? null,
  };
}

export async function fetchUsersPage(cursor: QueryDocumentSnapshot | null): Promise<UsersPage> {
  const parts = [
    orderBy('createdAt', 'desc'),
    ...(cursor ? [startAfter(cursor)] : []),
    limit(ADMIN_LIST_PAGE_SIZES.users + 1),
  ];
  const snap = await getDocs(query(profiles(), ...parts));
  const docs = snap.docs.slice(0, ADMIN_LIST_PAGE_SIZES.users);
  return {
    rows: docs.map(toRow),
    next: snap.docs.length > ADMIN_LIST_PAGE_SIZES.users ? docs[docs.length - 1]! : null,
  };
}

/** Up to ADMIN_LIST_PAGE_SIZES.users matches per field, merged and ordered newest first. */
export async function searchUsers(term: string): Promise<UserRow[]> {
  const prefixes = searchPrefixes(term);
  if (!prefixes) return [];
  const byPrefix = (field: string, prefix: string) =>
    getDocs(
      query(
        profiles(),
        where(field, '>=', prefix),
        where(field, '<=', prefixEnd(prefix)),
        orderBy(field),
        limit(ADMIN_LIST_PAGE_SIZES.users),
      ),
    );
  const snaps = await Promise.all([
    byPrefix('email', prefixes.email),
    ...prefixes.names.map((n) => byPrefix('name', n)),
  ]);
  const rows = new Map<string, UserRow>();
  for (const s of snaps) for (const d of s.docs) rows.set(d.id, toRow(d));
  return [...rows.values()].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

export async function updateUserRole(uid: string, role: Role): Promise<void> {
  await updateDoc(doc(getDb(), COLLECTIONS.profiles, uid), { role, updatedAt: serverTimestamp() });
}
