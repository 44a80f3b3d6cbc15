// This tab's edit lease on a stored article (see @pauta/model's edit-lease):
// - on opening, a free or expired lease (or this tab's own, after a reload) is taken at once; a
//   colleague's live lease (or another tab's) blocks the editor until the person chooses
//   'Assumir edição' or 'Abrir somente leitura';
// - while held, it is renewed every 15 s when the tab is visible and at once when it becomes visible
//   again, and released when the editor closes (a killed tab's lease expires 60 s after its last
//   renewal);
// - when a colleague takes it over, `onLost` runs first (the editor turns read-only and keeps the
//   unsaved text), then the notice shows who took it. The refusal of a renewal tells; the live lock
//   listener (`observe`) tells within moments.
// The lease is advisory: the article's version is what refuses a stale save.
import { useCallback, useEffect, useRef, useState } from 'react';
import { EDIT_LEASE, leaseExpiresAt } from '@pauta/model';
import {
  isLive,
  readLease,
  releaseLease,
  renewLease,
  takeFreeLease,
  takeLease,
  type Lease,
  type LeaseHolderIdentity,
} from '../api/locks';
import { answerForSession } from '../lib/edit-session';

export type LeaseState =
  /** Not gated: a new article, no signed-in user, or the lease could not be read or taken. */
  | { kind: 'none' }
  | { kind: 'held' }
  /** A colleague (or another tab) holds a live lease; the person has not chosen yet. */
  | { kind: 'blocked'; holder: Lease }
  /** The person chose 'Abrir somente leitura'. */
  | { kind: 'read-only'; holder: Lease | null }
  /** A colleague took this tab's lease. */
  | { kind: 'lost'; by: Lease | null };

interface Options {
  articleId: string;
  /** False for a new article (nothing to lease yet). */
  enabled: boolean;
  me: LeaseHolderIdentity | null;
  /** The lease as read when the editor opened. */
  initial: Lease | null;
  /** Runs before anything else when a colleague takes the lease over. */
  onLost(by: Lease | null): void;
}

function initialState({ enabled, me, initial }: Options): LeaseState {
  if (!enabled || !me) return { kind: 'none' };
  if (isLive(initial) && initial.sessionId !== me.sessionId) return { kind: 'blocked', holder: initial };
  return { kind: 'held' };
}

const sameLease = (a: Lease | null, b: Lease | null) =>
  a === b || (a !== null && b !== null && a.sessionId === b.sessionId && a.renewedAtMs === b.renewedAtMs);

export function useEditLease(options: Options) {
  const { articleId, me } = options;
  const [state, setState] = useState<LeaseState>(() => initialState(options));
  const stateRef = useRef(state);
  stateRef.current = state;
  const onLost = useRef(options.onLost);
  onLost.current = options.onLost;
  /**
   * The server time of this tab's latest take (read back once the take is written), or null while
   * unknown: only a take newer than ours means a colleague took over; a listener snapshot from
   * before our take is ignored.
   */
  const ownTakeAt = useRef<number | null>(null);
  const identity = me && { uid: me.uid, name: me.name, sessionId: me.sessionId };
  const meRef = useRef(identity);
  meRef.current = identity;

  const lose = useCallback((by: Lease | null) => {
    if (stateRef.current.kind !== 'held') return;
    onLost.current(by);
    setState({ kind: 'lost', by });
  }, []);

  const taking = useRef(false);
  /** `force`: 'Assumir edição' takes it from whoever holds it; otherwise only a free or own lease is taken. */
  const take = useCallback(
    async (force = false) => {
      const self = meRef.current;
      if (!self || taking.current) return;
      taking.current = true;
      ownTakeAt.current = null;
      try {
        if (force) await takeLease(articleId, self);
        else {
          const holder = await takeFreeLease(articleId, self);
          if (holder) {
            setState({ kind: 'blocked', holder });
            return;
          }
        }
        const written = await readLease(articleId).catch(() => null);
        if (written && written.sessionId !== self.sessionId) {
          // A colleague took it between our write and the read.
          setState({ kind: 'lost', by: written });
          return;
        }
        ownTakeAt.current = written?.acquiredAtMs ?? null;
        setState({ kind: 'held' });
      } catch (error) {
        // Offline or refused: editing is not gated (the version check still guards the save).
        console.error('Falha ao assumir a edição', error);
        setState({ kind: 'none' });
      } finally {
        taking.current = false;
      }
    },
    [articleId],
  );

  // While open, this tab answers for its session (a duplicated tab then takes a new one).
  const sessionId = me?.sessionId;
  useEffect(() => (sessionId ? answerForSession(sessionId) : undefined), [sessionId]);

  // Opening: take a free, expired or own lease.
  useEffect(() => {
    if (stateRef.current.kind === 'held') void take();
  }, [take]);

  // Renewal while held and visible; release when the editor closes or the page goes away.
  const held = state.kind === 'held';
  useEffect(() => {
    if (!held) return;
    const renew = async () => {
      const self = meRef.current;
      if (!self || document.visibilityState !== 'visible') return;
      if ((await renewLease(articleId, self)) === 'lost') lose(await readLease(articleId).catch(() => null));
    };
    const timer = setInterval(() => void renew(), EDIT_LEASE.renewMs);
    const onVisible = () => document.visibilityState === 'visible' && void renew();
    const release = () => {
      const self = meRef.current;
      if (self && stateRef.current.kind === 'held') void releaseLease(articleId, self.sessionId).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', release);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [held, articleId, lose]);

  // Blocked by a lease that stops being renewed: it frees itself 60 s after its last renewal.
  const blockedUntil = state.kind === 'blocked' ? leaseExpiresAt(state.holder.renewedAtMs) : null;
  useEffect(() => {
    if (blockedUntil === null) return;
    const timer = setTimeout(
      async () => {
        const lease = await readLease(articleId).catch(() => undefined);
        if (lease === undefined) return;
        if (!isLive(lease)) void take();
        else if (stateRef.current.kind === 'blocked') setState({ kind: 'blocked', holder: lease });
      },
      Math.max(0, blockedUntil - Date.now()) + 1_000,
    );
    return () => clearTimeout(timer);
  }, [blockedUntil, articleId, take]);

  /** The lock document as the live listener sees it now (null when there is none). */
  const observe = useCallback(
    (lease: Lease | null) => {
      const self = meRef.current;
      const current = stateRef.current;
      if (!self) return;
      const other = isLive(lease) && lease.sessionId !== self.sessionId ? lease : null;
      if (current.kind === 'held') {
        if (lease?.sessionId === self.sessionId) ownTakeAt.current ??= lease.acquiredAtMs;
        else if (lease && ownTakeAt.current !== null && lease.acquiredAtMs > ownTakeAt.current) lose(lease);
      } else if (current.kind === 'blocked') {
        if (!other) void take();
        else if (!sameLease(other, current.holder)) setState({ kind: 'blocked', holder: other });
      } else if (current.kind === 'read-only') {
        if (!sameLease(other, current.holder)) setState({ kind: 'read-only', holder: other });
      } else if (current.kind === 'lost' && other && !sameLease(other, current.by)) {
        setState({ kind: 'lost', by: other });
      }
    },
    [lose, take],
  );

  const readOnly = useCallback(() => {
    const current = stateRef.current;
    const holder = current.kind === 'blocked' ? current.holder : current.kind === 'lost' ? current.by : null;
    setState({ kind: 'read-only', holder });
  }, []);

  return { state, take, readOnly, observe };
}
