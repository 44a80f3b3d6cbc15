// Firestore trigger: a correction note (written with its article's save) enters /correcoes' list.
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { TRIGGER_DOCUMENTS } from '@pauta/model';
import { syncCorrections } from './sync-corrections';

export const onArticleNoteCreated = onDocumentCreated(TRIGGER_DOCUMENTS.articleNote, async (event) => {
  if (event.data?.get('kind') !== 'correction') return;
  await syncCorrections(getFirestore(), event.params.id);
});
