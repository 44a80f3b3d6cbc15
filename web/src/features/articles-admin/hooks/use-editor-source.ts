// What the editor opens: the stored article (edit) or a fresh id (new, or the id of a new article
// whose browser snapshot is being recovered), this person's autosaved draft, the browser snapshot,
// and, for a stored article, its edit lease and this tab's editing session. The form renders only
// once the lease is known, so nobody types into an article a colleague is editing.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadArticle, newArticleId, type LoadedArticle } from '../api/article-repository';
import { loadDraft, type LoadedDraft } from '../api/drafts';
import { readLease, type Lease } from '../api/locks';
import { readSnapshot, type LocalSnapshot } from '../lib/local-snapshot';
import { editSessionId } from '../lib/edit-session';

export interface EditorSource {
  articleId: string;
  snapshotKey: string;
  article: LoadedArticle | null;
  draft: LoadedDraft | null;
  snapshot: LocalSnapshot | null;
  /** The lease as found on opening (null when free, for a new article, or when it could not be read). */
  lease: Lease | null;
  /** This tab's editing session (kept across reloads of the tab). */
  sessionId: string;
}

export function useEditorSource(routeId: string | undefined, uid: string | null) {
  const snapshotKey = routeId ?? 'new';
  const newId = useMemo(() => readSnapshot('new')?.articleId ?? newArticleId(), []);
  return useQuery({
    queryKey: ['admin', 'editor-source', snapshotKey, uid],
    queryFn: async (): Promise<EditorSource> => {
      const articleId = routeId ?? newId;
      const snapshot = readSnapshot(snapshotKey);
      const [article, draft, lease, sessionId] = await Promise.all([
        routeId ? loadArticle(routeId) : Promise.resolve(null),
        uid ? loadDraft(articleId, uid).catch(() => null) : Promise.resolve(null),
        routeId ? readLease(routeId).catch(() => null) : Promise.resolve(null),
        editSessionId(articleId),
      ]);
      return { articleId, snapshotKey, article, draft, snapshot, lease, sessionId };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
