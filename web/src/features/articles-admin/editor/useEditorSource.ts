// What the editor opens: the stored article (edit) or a fresh id (new, or the id of a new article
// whose browser snapshot is being recovered), plus any autosaved draft and browser snapshot.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { collection, doc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { COLLECTIONS } from '@pauta/model';
import { loadArticle, type LoadedArticle } from '../api/article-repository';
import { loadDraft, type LoadedDraft } from '../api/drafts';
import { readSnapshot, type LocalSnapshot } from './local-snapshot';

export interface EditorSource {
  articleId: string;
  snapshotKey: string;
  article: LoadedArticle | null;
  draft: LoadedDraft | null;
  snapshot: LocalSnapshot | null;
}

export function useEditorSource(routeId: string | undefined) {
  const snapshotKey = routeId ?? 'new';
  const newId = useMemo(() => readSnapshot('new')?.articleId ?? doc(collection(getDb(), COLLECTIONS.articles)).id, []);
  return useQuery({
    queryKey: ['admin', 'editor-source', snapshotKey],
    queryFn: async (): Promise<EditorSource> => {
      const articleId = routeId ?? newId;
      const snapshot = readSnapshot(snapshotKey);
      const [article, draft] = await Promise.all([
        routeId ? loadArticle(routeId) : Promise.resolve(null),
        loadDraft(articleId).catch(() => null),
      ]);
      return { articleId, snapshotKey, article, draft, snapshot };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
