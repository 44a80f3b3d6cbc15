// Edit leases: articleLocks/{articleId} says who is editing an article. The editor takes the lease
// when it opens an article, renews it every EDIT_LEASE.renewMs while the tab is open and visible and
// releases it when it closes; a lease not renewed for EDIT_LEASE.ttlMs has expired (its tab was
// killed or its laptop closed) and is free. Taking over a live lease is an explicit choice
// ('Assumir edição'). The lease is advisory: the article's version is what refuses stale saves.

export const EDIT_LEASE = {
  /** How often the holding tab renews its lease while visible. */
  renewMs: 15_000,
  /** A lease expires this long after its last renewal. */
  ttlMs: 60_000,
} as const;

/**
 * The lock document's keys. `renewedAt` and `acquiredAt` are server times (request.time): the
 * lease expires at renewedAt + EDIT_LEASE.ttlMs (the server cannot write "request.time + 60 s", and
 * a client clock cannot be trusted). A renewal keeps `acquiredAt` and `sessionId`; taking the lease
 * (free, expired or someone else's) writes a new `acquiredAt`.
 */
export const EDIT_LOCK_FIELDS = ['holderId', 'holderName', 'sessionId', 'acquiredAt', 'renewedAt'] as const;

export interface EditLockDoc<Time = unknown> {
  /** uid of the holder. */
  holderId: string;
  /** The holder's name as shown to colleagues. */
  holderName: string;
  /** One per editor tab, so two tabs of one person are told apart. */
  sessionId: string;
  acquiredAt: Time;
  renewedAt: Time;
}

/** When a lease renewed at `renewedAtMs` expires (ms since the epoch). */
export const leaseExpiresAt = (renewedAtMs: number): number => renewedAtMs + EDIT_LEASE.ttlMs;

/** Whether a lease renewed at `renewedAtMs` is still held at `nowMs`. */
export const leaseIsLive = (renewedAtMs: number, nowMs: number): boolean => nowMs < leaseExpiresAt(renewedAtMs);
