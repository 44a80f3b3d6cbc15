// Rebuilds the on-site search index when a published article is created, changed, unpublished or
// deleted. A separate trigger from onArticleWritten so a Storage failure never holds up the home.
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { TRIGGER_DOCUMENTS } from '@pauta/model';
import { touchesPublished } from '../articles/touches-published';
import { rebuildSearchIndex } from './search-index-store';

export const onArticleSearchIndexed = onDocumentWritten(TRIGGER_DOCUMENTS.article, async (event) => {
  if (!touchesPublished(event.data?.before.data(), event.data?.after.data())) return;
  await rebuildSearchIndex(getFirestore(), getStorage().bucket());
});
