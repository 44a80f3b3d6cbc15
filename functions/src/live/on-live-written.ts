// Live coverage's readers' side: every write to a coverage (started, pinned, ended) or to one of
// its entries (posted, edited, deleted) rebuilds its summary (./rebuild-live-summary.ts); a coverage
// that starts or ends also rebuilds the home snapshot, whose card then says 'AO VIVO' (or no more).
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { TRIGGER_DOCUMENTS } from '@pauta/model';
import { rebuildHomeSnapshot } from '../home/rebuild-home-snapshot';
import { rebuildLiveSummary } from './rebuild-live-summary';

export const onLiveCoverageWritten = onDocumentWritten(TRIGGER_DOCUMENTS.liveCoverage, async (event) => {
  const db = getFirestore();
  await rebuildLiveSummary(db, event.params.id);
  if (event.data?.before.get('status') !== event.data?.after.get('status')) await rebuildHomeSnapshot(db);
});

export const onLiveEntryWritten = onDocumentWritten(TRIGGER_DOCUMENTS.liveEntry, async (event) => {
  await rebuildLiveSummary(getFirestore(), event.params.id);
});
