// Pautas (generatedPosts, staff only): save one from a generated outline, page through them by
// status, count them, find the pautas that share a source link, change one (assign, discard,
// restore) as a versioned write, and the staff who may be responsible for one.
import {
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import {
  ADMIN_LIST_PAGE_SIZES,
  COLLECTIONS,
  GENERATED_POST_LIMITS,
  GENERATED_POST_STATUSES,
  sourceKey,
  STAFF_ROLES,
  type GeneratedPostDoc,
  type GeneratedPostStatus,
} from '@pauta/model';
import { getDb } from '../../../lib/firebase';
import { cursorFrom, type PageCursor } from '../../../lib/cursor';
import type { NewsOutline } from '../lib/build-outline';

export const PAUTA_PAGE_SIZE = ADMIN_LIST_PAGE_SIZES.generatedPosts;

const pautas = () => collection(getDb(), COLLECTIONS.generatedPosts);

export interface Pauta extends Omit<GeneratedPostDoc<Date | null>, 'createdAt' | 'updatedAt'> {
  id: string;
  createdAt: Date | null;
}

function toPauta(id: string, data: Partial<GeneratedPostDoc<Timestamp>>): Pauta {
  return {
    id,
    headline: data.headline ?? '',
    sourceUrl: data.sourceUrl ?? '',
    sourceKey: data.sourceKey ?? '',
    publisher: data.publisher ?? '',
    sourcePublishedAt: data.sourcePublishedAt ?? null,
    excerpt: data.excerpt ?? '',
    steps: Array.isArray(data.steps) ? data.steps : [],
    status: GENERATED_POST_STATUSES.includes(data.status as GeneratedPostStatus) ? data.status! : 'new',
    assigneeId: data.assigneeId ?? null,
    assigneeName: data.assigneeName ?? '',
    articleId: data.articleId ?? null,
    createdBy: data.createdBy ?? '',
    createdByName: data.createdByName ?? '',
    createdAt: data.createdAt?.toDate?.() ?? null,
    version: typeof data.version === 'number' ? data.version : 0,
  };
}

/** Whether a pauta of this source link exists already (it is saved anyway, and flagged). */
export async function hasPautaFor(url: string): Promise<boolean> {
  const snap = await getDocs(query(pautas(), where('sourceKey', '==', sourceKey(url)), limit(1)));
  return !snap.empty;
}

/** 'Salvar como pauta': the headline, its source, the generated outline, who saved it and when. */
export async function savePauta(outline: NewsOutline, saver: { uid: string; name: string }): Promise<string> {
  const ref = doc(pautas());
  const { item } = outline;
  await setDoc(ref, {
    headline: item.title.slice(0, GENERATED_POST_LIMITS.headlineMax),
    sourceUrl: item.url,
    sourceKey: sourceKey(item.url),
    publisher: item.source.slice(0, GENERATED_POST_LIMITS.publisherMax),
    sourcePublishedAt: item.publishedAt,
    excerpt: outline.excerpt,
    steps: outline.steps.slice(0, GENERATED_POST_LIMITS.stepsMax),
    status: 'new',
    assigneeId: null,
    assigneeName: '',
    articleId: null,
    createdBy: saver.uid,
    createdByName: saver.name,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    version: 1,
  } satisfies Record<keyof GeneratedPostDoc, unknown>);
  return ref.id;
}

export interface PautaPage {
  pautas: Pauta[];
  /** createdAt + id of the page's last pauta, when there may be more. */
  next: PageCursor | null;
}

/** One status's pautas, newest first. */
export async function fetchPautaPage(status: GeneratedPostStatus, cursor: PageCursor | null): Promise<PautaPage> {
  const constraints: QueryConstraint[] = [
    where('status', '==', status),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(cursor ? [startAfter(new Timestamp(cursor.seconds, cursor.nanoseconds), cursor.id)] : []),
    limit(PAUTA_PAGE_SIZE),
  ];
  const snap = await getDocs(query(pautas(), ...constraints));
  const last = snap.docs.at(-1);
  const full = snap.docs.length === PAUTA_PAGE_SIZE;
  return {
    pautas: snap.docs.map((d) => toPauta(d.id, d.data())),
    next: full && last ? cursorFrom((last.data() as Partial<GeneratedPostDoc<Timestamp>>).createdAt, last.id) : null,
  };
}

export async function fetchPautaCounts(): Promise<Record<GeneratedPostStatus, number>> {
  const counts = await Promise.all(
    GENERATED_POST_STATUSES.map(async (s) => (await getCount(query(pautas(), where('status', '==', s)))).data().count),
  );
  return Object.fromEntries(GENERATED_POST_STATUSES.map((s, i) => [s, counts[i]!])) as Record<
    GeneratedPostStatus,
    number
  >;
}

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;

/** How many pautas share each of these source keys (any status): more than one is a duplicate. */
export async function countBySource(keys: string[]): Promise<Record<string, number>> {
  const unique = [...new Set(keys)].filter(Boolean);
  const counts: Record<string, number> = {};
  for (let i = 0; i < unique.length; i += IN_LIMIT) {
    const snap = await getDocs(query(pautas(), where('sourceKey', 'in', unique.slice(i, i + IN_LIMIT))));
    for (const d of snap.docs) {
      const key = d.get('sourceKey') as string;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

/** Someone changed the pauta since it was loaded: the change was refused, nothing was overwritten. */
export class PautaChangedError extends Error {
  constructor() {
    super('Esta pauta foi alterada por outra pessoa. A lista foi atualizada; tente de novo.');
  }
}

export type PautaChange = Partial<Pick<GeneratedPostDoc, 'status' | 'assigneeId' | 'assigneeName'>>;

/**
 * Writes `change` as the pauta's next version (the one it was loaded at + 1, which the rules
 * require) and resolves with the version written. A refusal because someone wrote first is a
 * PautaChangedError.
 */
export async function changePauta(pauta: Pick<Pauta, 'id' | 'version'>, change: PautaChange): Promise<number> {
  const ref = doc(pautas(), pauta.id);
  const version = pauta.version + 1;
  try {
    await updateDoc(ref, { ...change, version, updatedAt: serverTimestamp() });
    return version;
  } catch (error) {
    const stored = await getDoc(ref).catch(() => null);
    if (stored?.exists() && stored.get('version') !== pauta.version) throw new PautaChangedError();
    throw error;
  }
}

export interface Assignee {
  uid: string;
  name: string;
}

/** Editors and admins: who may be responsible for a pauta (profiles are readable by staff). */
export async function fetchAssignees(): Promise<Assignee[]> {
  const snap = await getDocs(query(collection(getDb(), COLLECTIONS.profiles), where('role', 'in', [...STAFF_ROLES])));
  return snap.docs
    .map((d) => ({ uid: d.id, name: String(d.get('name') || d.get('email') || d.id) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
