// The browser copy of the form (never lose work after a crash or a closed tab): one entry per
// article ('new' for an unsaved one), written ~1 s after the last change, cleared on save.
import type { EditorForm } from './article-form';

export const SNAPSHOT_DELAY_MS = 1000;
const PREFIX = 'pauta-editor-snapshot:';

export interface LocalSnapshot {
  articleId: string;
  form: EditorForm;
  savedAt: number;
  /** The article version the text was based on (absent in snapshots written before versions). */
  baseVersion?: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSnapshot(key: string): LocalSnapshot | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as LocalSnapshot;
    return parsed && typeof parsed.articleId === 'string' && parsed.form ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSnapshot(key: string, snapshot: LocalSnapshot): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(snapshot));
  } catch {
    // Quota exceeded or storage disabled: the server autosave still runs.
  }
}

export function clearSnapshot(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    /* storage disabled */
  }
}
