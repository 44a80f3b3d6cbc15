// The reload after a redeploy removed the chunks a page asks for: once, never in a loop.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './stale-deploy';

function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const storage = new Map<string, string>();
  const win = Object.assign(target, {
    location: { reload },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    },
  }) as unknown as Window;
  return { win, reload };
}

const staleChunk = () => new Event('vite:preloadError', { cancelable: true });

describe('reloadOnStaleChunks', () => {
  beforeEach(() => vi.useRealTimers());

  it('reloads the page once when a chunk of an older deploy fails to load', () => {
    const { win, reload } = fakeWindow();
    reloadOnStaleChunks(win);
    const event = staleChunk();
    win.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets a second failure within a minute through (no reload loop), and reloads again later', () => {
    vi.useFakeTimers();
    const { win, reload } = fakeWindow();
    reloadOnStaleChunks(win);
    win.dispatchEvent(staleChunk());
    const again = staleChunk();
    win.dispatchEvent(again);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
    vi.advanceTimersByTime(61_000);
    win.dispatchEvent(staleChunk());
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
