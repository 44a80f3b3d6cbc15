// Never lose work: a local snapshot ~1 s after the last edit and a server draft
// (articleDrafts/{id}) 3 s after it. Both only while the form differs from what was loaded/saved.
import { useEffect, useRef, useState } from 'react';
import { toStoredForm, type EditorForm } from '../lib/article-form';
import { saveDraft } from '../api/drafts';
import { SNAPSHOT_DELAY_MS, writeSnapshot } from '../lib/local-snapshot';

export const SERVER_AUTOSAVE_DELAY_MS = 3000;

export type AutosaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date; ms: number } | { kind: 'error' };

interface Options {
  enabled: boolean;
  dirty: boolean;
  form: EditorForm;
  articleId: string;
  snapshotKey: string;
  uid: string | null;
  /** Who started the stored draft (kept as its author), or null when there is none yet. */
  draftAuthor: string | null;
}

export function useAutosave({ enabled, dirty, form, articleId, snapshotKey, uid, draftAuthor }: Options) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const author = useRef(draftAuthor);
  useEffect(() => {
    author.current = draftAuthor;
  }, [draftAuthor]);

  useEffect(() => {
    if (!enabled || !dirty) return;
    const local = setTimeout(
      () => writeSnapshot(snapshotKey, { articleId, form, savedAt: Date.now() }),
      SNAPSHOT_DELAY_MS,
    );
    const server = setTimeout(() => {
      if (!uid) return;
      setState({ kind: 'saving' });
      const started = performance.now();
      saveDraft(articleId, toStoredForm(form), uid, author.current)
        .then(() => {
          author.current ??= uid;
          setState({ kind: 'saved', at: new Date(), ms: Math.round(performance.now() - started) });
        })
        .catch((error: unknown) => {
          console.error('Falha no salvamento automático', error);
          setState({ kind: 'error' });
        });
    }, SERVER_AUTOSAVE_DELAY_MS);
    return () => {
      clearTimeout(local);
      clearTimeout(server);
    };
  }, [enabled, dirty, form, articleId, snapshotKey, uid]);

  return state;
}
