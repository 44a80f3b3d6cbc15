// A WebChannel session's lifetime on its own: expiry without a back channel, forward messages
// seen once, and nothing left scheduled once it is closed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebChannelSession } from '../../src/firestore/webchannel/session.js';

const IDLE = 1_000;

function session() {
  const received: unknown[] = [];
  const closed: string[] = [];
  let streamClosed = false;
  const s = new WebChannelSession(
    () => ({ receive: (m) => received.push(m), close: () => (streamClosed = true) }),
    IDLE,
    (_s, reason) => closed.push(reason),
  );
  return { s, received, closed, streamClosed: () => streamClosed };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('WebChannel session', () => {
  it('closes itself, and its stream, when no back channel comes for the idle time', () => {
    const { closed, streamClosed } = session();
    vi.advanceTimersByTime(IDLE - 1);
    expect(closed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(closed).toEqual(['idle']);
    expect(streamClosed()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('forward messages count as activity and are delivered once, however often a POST is retried', () => {
    const { s, received, closed } = session();
    vi.advanceTimersByTime(IDLE - 10);
    s.receive(0, [{ n: 0 }, { n: 1 }]);
    s.receive(1, [{ n: 1 }, { n: 2 }]);
    vi.advanceTimersByTime(IDLE - 10);
    expect(closed).toEqual([]);
    expect(received).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
    s.close('terminate');
    expect(closed).toEqual(['terminate']);
  });

  it('leaves no timer behind when closed', () => {
    const { s } = session();
    s.receive(0, [{}]);
    s.close('terminate');
    s.close('terminate');
    expect(vi.getTimerCount()).toBe(0);
  });
});
