// Live coverage of a published article from the editor (liveCoverage/{articleId} and its entries;
// firestore.rules decides who may do what): read it with its entries, start it, post, edit (author,
// within 5 minutes), pin, delete, end. Each entry is its own document with the server's time, so
// two staff members posting at once both get in.
import { isEmbedData, type EmbedData, type LiveCoverageDoc, type LiveEntryDoc, type LiveStatus } from '@pauta/model';
import { asTimestamp } from '../../../lib/article-shape';
import { loadFirestore } from '../../../lib/firestore';
import { liveCoveragePath, liveEntriesPath } from './paths';

export interface LiveEntryView {
  id: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
  embed: EmbedData | null;
  authorId: string;
  authorName: string;
  /** ISO times. */
  at: string;
  editedAt: string | null;
}

export interface LiveCoverageView {
  status: LiveStatus;
  startedAt: string;
  endedAt: string | null;
  pinnedEntryId: string | null;
  /** Newest first. */
  entries: LiveEntryView[];
}

export interface LiveEntryInput {
  text: string;
  imageUrl: string;
  imageAlt: string;
  /** As resolveEmbed recorded it (./live-embed.ts); null without. */
  embed: EmbedData | null;
}

const iso = (value: unknown) => asTimestamp(value)?.toDate().toISOString() ?? null;

async function refs(articleId: string) {
  const { fs, db } = await loadFirestore();
  return {
    fs,
    coverage: fs.doc(db, liveCoveragePath(articleId)),
    entries: fs.collection(db, liveEntriesPath(articleId)),
  };
}

/** The article's coverage and its entries, newest first; null when it was never live. */
export async function fetchLiveCoverage(articleId: string): Promise<LiveCoverageView | null> {
  const { fs, coverage, entries } = await refs(articleId);
  const snap = await fs.getDoc(coverage);
  if (!snap.exists()) return null;
  const doc = snap.data() as Partial<LiveCoverageDoc>;
  const list = await fs.getDocs(fs.query(entries, fs.orderBy('createdAt', 'desc')));
  return {
    status: doc.status === 'ended' ? 'ended' : 'live',
    startedAt: iso(doc.startedAt) ?? '',
    endedAt: iso(doc.endedAt),
    pinnedEntryId: doc.pinnedEntryId ?? null,
    entries: list.docs.map((d) => {
      const e = d.data() as Partial<LiveEntryDoc>;
      return {
        id: d.id,
        text: e.text ?? '',
        imageUrl: e.imageUrl ?? '',
        imageAlt: e.imageAlt ?? '',
        embed: isEmbedData(e.embed) ? e.embed : null,
        authorId: e.authorId ?? '',
        authorName: e.authorName ?? '',
        at: iso(e.createdAt) ?? '',
        editedAt: iso(e.editedAt),
      };
    }),
  };
}

export async function startLiveCoverage(articleId: string, uid: string): Promise<void> {
  const { fs, coverage } = await refs(articleId);
  await fs.setDoc(coverage, {
    status: 'live',
    startedAt: fs.serverTimestamp(),
    startedBy: uid,
    endedAt: null,
    pinnedEntryId: null,
  });
}

export async function postLiveEntry(
  articleId: string,
  input: LiveEntryInput,
  author: { uid: string; name: string },
): Promise<void> {
  const { fs, entries } = await refs(articleId);
  await fs.setDoc(fs.doc(entries), {
    text: input.text.trim(),
    imageUrl: input.imageUrl.trim(),
    imageAlt: input.imageAlt.trim(),
    embed: input.embed,
    authorId: author.uid,
    authorName: author.name,
    createdAt: fs.serverTimestamp(),
    editedAt: null,
  });
}

export async function editLiveEntry(articleId: string, entryId: string, input: LiveEntryInput): Promise<void> {
  const { fs, entries } = await refs(articleId);
  await fs.updateDoc(fs.doc(entries, entryId), {
    text: input.text.trim(),
    imageUrl: input.imageUrl.trim(),
    imageAlt: input.imageAlt.trim(),
    embed: input.embed,
    editedAt: fs.serverTimestamp(),
  });
}

export async function deleteLiveEntry(articleId: string, entryId: string): Promise<void> {
  const { fs, entries } = await refs(articleId);
  await fs.deleteDoc(fs.doc(entries, entryId));
}

export async function pinLiveEntry(articleId: string, entryId: string | null): Promise<void> {
  const { fs, coverage } = await refs(articleId);
  await fs.updateDoc(coverage, { pinnedEntryId: entryId });
}

export async function endLiveCoverage(articleId: string): Promise<void> {
  const { fs, coverage } = await refs(articleId);
  await fs.updateDoc(coverage, { status: 'ended', endedAt: fs.serverTimestamp() });
}
