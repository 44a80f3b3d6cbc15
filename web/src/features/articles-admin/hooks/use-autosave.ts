// Never lose work: a local snapshot ~1 s after the last edit and this person's server draft
// (articleDrafts/{articleId}/people/{uid}) 3 s after it, both only while the form differs from what
// was loaded/saved. Offline, only the browser copy is written (the server draft waits for the next
// edit once back online).
import { useEffect, useState } from 'react';
import { toStoredForm, type EditorForm } from '../lib/article-form';
import { saveDraft } from '../api/drafts';
import { SNAPSHOT_DELAY_MS, writeSnapshot } from '../lib/local-snapshot';
import { isOnline } from './use-online';

export const SERVER_AUTOSAVE_DELAY_MS = 3000;

export type AutosaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date; ms: number } | { kind: 'error' };

interface Options {
  enabled: boolean;
  dirty: boolean;
  form: EditorForm;
  /** The article version the form is based on (stored with both copies). */
  baseVersion: number;
  articleId: string;
  snapshotKey: string;
  uid: string | null;
}

export function useAutosave({ enabled, dirty, form, baseVersion, articleId, snapshotKey, uid }: Options) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });

  useEffect(() => {
    if (!enabled || !dirty) return;
    const local = setTimeout(
      () => writeSnapshot(snapshotKey, { articleId, form, savedAt: Date.now(), baseVersion }),
      SNAPSHOT_DELAY_MS,
    );
    const server = setTimeout(() => {
      if (!uid || !isOnline()) return;
      setState({ kind: 'saving' });
      const started = performance.now();
      saveDraft(articleId, uid, toStoredForm(form), baseVersion)
        .then(() => setState({ kind: 'saved', at: new Date(), ms: Math.round(performance.now() - started) }))
        .catch((error: unknown) => {
          console.error('Falha no salvamento automático', error);
          setState({ kind: 'error' });
        });
    }, SERVER_AUTOSAVE_DELAY_MS);
    return () => {
      clearTimeout(local);
      clearTimeout(server);
    };
  }, [enabled, dirty, form, baseVersion, articleId, snapshotKey, uid]);

  return state;
}
