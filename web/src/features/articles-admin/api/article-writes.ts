// Versioned article writes (docs/data-model.md, "Versions"): every write of an article carries the
// version it was based on + 1 (versionedArticleUpdate in ./save-plan builds it), and the rules refuse
// any other. This module commits such a batch and tells a refused write apart: a colleague's save in
// between (VersionConflictError, naming who saved), or this very batch, already landed by an attempt
// whose reply was lost (a retry after a network cut), which counts as done.
import { doc, getDoc } from 'firebase/firestore/lite';
import { articleVersion } from '@pauta/model';
import { getDb } from '../../../lib/firebase';
import { commitPlan } from './commit-plan';
import { errorCode } from '../../../lib/service-error';
import { articlePath } from './paths';
import { whoSaved } from './revisions';
import type { PlannedWrite } from './save-plan';

/** The stored article is at another version than the write was based on: someone else saved. */
export class VersionConflictError extends Error {
  constructor(
    readonly storedVersion: number,
    /** Who saved the stored version, when the history says. */
    readonly savedByName: string | null,
  ) {
    super(`O artigo foi alterado (versão ${storedVersion}).`);
  }
}

/** Whether the document exists (a batch's marker: did that batch land?). */
export const documentExists = async (path: string) => (await getDoc(doc(getDb(), path))).exists();

/**
 * Commits `writes`, a batch that writes version `baseVersion` + 1 of article `id` (a create when
 * `baseVersion` is 0). `marker` is a document the batch creates (its revision): when the commit is
 * refused but the marker exists, an earlier attempt of this very batch landed (its reply was lost). Throws VersionConflictError when a colleague saved
 * first; any other failure is rethrown as is.
 */
export async function commitArticleVersion(
  id: string,
  baseVersion: number,
  writes: PlannedWrite[],
  marker: string,
): Promise<void> {
  try {
    await commitPlan(writes);
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'permission-denied' && code !== 'not-found' && code !== 'already-exists') throw error;
    const stored = await getDoc(doc(getDb(), articlePath(id))).catch(() => null);
    if (!stored?.exists()) throw error;
    const version = articleVersion(stored.data());
    if (version === baseVersion) throw error;
    if (await documentExists(marker).catch(() => false)) return;
    throw new VersionConflictError(version, await whoSaved(id, version).catch(() => null));
  }
}
