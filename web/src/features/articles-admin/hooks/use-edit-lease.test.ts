import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lease } from '../api/locks';
import { useEditLease } from './use-edit-lease';

const locks = vi.hoisted(() => ({
  takeLease: vi.fn(async () => undefined),
  takeFreeLease: vi.fn(async (): Promise<unknown> => null),
  readLease: vi.fn(async (): Promise<unknown> => null),
  renewLease: vi.fn(async () => 'renewed'),
  releaseLease: vi.fn(async () => undefined),
}));

vi.mock('../api/locks', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/locks')>()),
  ...locks,
}));

const me = { uid: 'rafael', name: 'Rafael', sessionId: 'session-rafael-1' };
const carla: Lease = {
  articleId: 'a1',
  holderId: 'carla',
  holderName: 'Carla',
  sessionId: 'session-carla-1',
  acquiredAtMs: Date.now(),
  renewedAtMs: Date.now(),
};
const own = (acquiredAtMs: number): Lease => ({
  ...carla,
  holderId: me.uid,
  holderName: me.name,
  sessionId: me.sessionId,
  acquiredAtMs,
});

function render() {
  return renderHook(() => useEditLease({ articleId: 'a1', enabled: true, me, initial: null, onLost: () => {} }));
}

describe('useEditLease', () => {
  beforeEach(() => vi.clearAllMocks());

  it('opening takes only a free lease: a colleague who took it meanwhile blocks the editor, never a blind take', async () => {
    locks.takeFreeLease.mockResolvedValueOnce(carla);
    const { result } = render();
    await waitFor(() => expect(result.current.state.kind).toBe('blocked'));
    expect(result.current.state).toEqual({ kind: 'blocked', holder: carla });
    expect(locks.takeLease).not.toHaveBeenCalled();
  });

  it('opening a free lease holds it; Assumir edição takes it whoever holds it', async () => {
    locks.readLease.mockResolvedValue(own(1));
    const { result } = render();
    await waitFor(() => expect(locks.takeFreeLease).toHaveBeenCalledTimes(1));
    expect(result.current.state.kind).toBe('held');
    await act(() => result.current.take(true));
    expect(locks.takeLease).toHaveBeenCalledWith('a1', me);
    expect(result.current.state.kind).toBe('held');
  });

  it("a colleague's take newer than ours, seen by the live listener, loses the lease", async () => {
    locks.readLease.mockResolvedValue(own(1_000));
    const { result } = render();
    await waitFor(() => expect(locks.readLease).toHaveBeenCalled());
    act(() => result.current.observe({ ...carla, acquiredAtMs: 2_000 }));
    expect(result.current.state).toEqual({ kind: 'lost', by: { ...carla, acquiredAtMs: 2_000 } });
  });
});
