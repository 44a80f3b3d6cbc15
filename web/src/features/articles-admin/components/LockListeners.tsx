// The live lock listeners (reactfire over the full Firestore SDK, admin area only). They render
// nothing and hand what they see to their owner: one article's lock for the editor's lease (a
// takeover shows on the other screen within moments), and every live lease for the article list.
// Only snapshots the server sent count: the SDK's offline snapshots from its local cache say nothing
// about who holds a lease now. A listener that fails (no permission) stops quietly: the lease is
// advisory, the editor's renewals still tell within 15 s and the list simply shows nobody.
import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFirestoreCollection, useFirestoreDoc } from 'reactfire';
import { EDIT_LEASE } from '@pauta/model';
import { liveLockRef, liveLocksRef } from '../api/live-locks';
import { isLive, toLease, type Lease } from '../api/locks';

class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('O acompanhamento ao vivo da edição parou', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface LeaseProps {
  articleId: string;
  onChange(lease: Lease | null): void;
}

function LeaseListener({ articleId, onChange }: LeaseProps) {
  const ref = useMemo(() => liveLockRef(articleId), [articleId]);
  const { status, data: snapshot } = useFirestoreDoc(ref);
  useEffect(() => {
    if (status !== 'success' || !snapshot || snapshot.metadata.fromCache) return;
    onChange(toLease(articleId, snapshot.data() ?? null));
  }, [status, snapshot, articleId, onChange]);
  return null;
}

/** The editor's: every change of the article's lock document. */
export function LeaseWatcher(props: LeaseProps) {
  return (
    <Quiet>
      <LeaseListener {...props} />
    </Quiet>
  );
}

function LeasesListener({ onChange }: { onChange(leases: Map<string, Lease>): void }) {
  const ref = useMemo(() => liveLocksRef(), []);
  const { status, data: snapshot } = useFirestoreCollection(ref);
  // Leases not renewed for 60 s drop out even when no document changes.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), EDIT_LEASE.renewMs);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (status !== 'success' || !snapshot || snapshot.metadata.fromCache) return;
    const leases = new Map<string, Lease>();
    for (const d of snapshot.docs) {
      const lease = toLease(d.id, d.data());
      if (isLive(lease, now)) leases.set(d.id, lease);
    }
    onChange(leases);
  }, [status, snapshot, now, onChange]);
  return null;
}

/** The article list's: who is editing which article, live. */
export function LeasesWatcher(props: { onChange(leases: Map<string, Lease>): void }) {
  return (
    <Quiet>
      <LeasesListener {...props} />
    </Quiet>
  );
}
