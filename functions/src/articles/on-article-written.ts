// Keeps stats/tags (published articles per tag), the home snapshot (public/home), /correcoes'
// entries and a live coverage's readers' summary in step with every article create, update and
// delete, and revokes an article's preview links when it is published (they then lead to the article).
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { publishedTagsOf, tagCountChanges, TRIGGER_DOCUMENTS } from '@pauta/model';
import { updateTagStats } from './update-tag-stats';
import { rebuildHomeSnapshot } from '../home/rebuild-home-snapshot';
import { touchesPublished } from './touches-published';
import { isPublication, revokePreviewLinks } from '../previews/revoke-preview-links';
import { syncCorrections, touchesCorrections } from '../corrections/sync-corrections';
import { rebuildLiveSummary } from '../live/rebuild-live-summary';

const isPublished = (data: { status?: unknown } | undefined) => data?.status === 'published';

export const onArticleWritten = onDocumentWritten(TRIGGER_DOCUMENTS.article, async (event) => {
  const beforeData = event.data?.before.data();
  const afterData = event.data?.after.data();
  const db = getFirestore();
  await updateTagStats(db, tagCountChanges(publishedTagsOf(beforeData), publishedTagsOf(afterData)), event.id);
  if (touchesPublished(beforeData, afterData)) await rebuildHomeSnapshot(db);
  if (isPublication(beforeData, afterData)) await revokePreviewLinks(db, event.params.id, 'published');
  if (touchesCorrections(beforeData, afterData)) await syncCorrections(db, event.params.id);
  // Unpublished or deleted: its live coverage leaves with it (published again: it comes back).
  if (isPublished(beforeData) !== isPublished(afterData)) await rebuildLiveSummary(db, event.params.id);
});
