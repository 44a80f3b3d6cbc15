// The live lock listeners (reactfire over the full Firestore SDK, admin area only). They render
// nothing and hand what they see to their owner: one article's lock for the editor's lease (a
// takeover shows on the other screen within moments), and every live lease for the article list.
// A listener that fails (no connection, no permission) stops quietly: the lease is advisory, the
// editor's renewals still tell within 15 s and the list simply shows nobody.
import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
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
  const { status, data } = useFirestoreDocData(ref);
  useEffect(() => {
    if (status === 'success') onChange(toLease(articleId, data ?? null));
  }, [status, data, articleId, onChange]);
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
  const { status, data } = useFirestoreCollectionData(ref, { idField: 'articleId' });
  // Leases not renewed for 60 s drop out even when no document changes.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), EDIT_LEASE.renewMs);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (status !== 'success') return;
    const leases = new Map<string, Lease>();
    for (const item of data ?? []) {
      const id = String(item.articleId);
      const lease = toLease(id, item);
      if (isLive(lease, now)) leases.set(id, lease);
    }
    onChange(leases);
  }, [status, data, now, onChange]);
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
