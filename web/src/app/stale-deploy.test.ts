// The reload after a redeploy removed the chunks a page asks for: once, never in a loop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './stale-deploy';

function fakeWindow(body = '') {
  const target = new EventTarget();
  const doc = document; // jsdom's own: focus and activeElement need a document with a window
  doc.body.innerHTML = body;
  const reload = vi.fn();
  const storage = new Map<string, string>();
  const win = Object.assign(target, {
    document: doc,
    location: { reload },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    },
  }) as unknown as Window;
  return { win, reload, doc };
}

const staleChunk = () => new Event('vite:preloadError', { cancelable: true });

describe('reloadOnStaleChunks', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

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

  it('never reloads while the reader is typing in a field or has typed into one (the form works without the app)', () => {
    const { win, reload, doc } = fakeWindow(
      '<form><input type="email" aria-label="Seu email"><input type="checkbox" checked></form>',
    );
    reloadOnStaleChunks(win);
    const field = doc.querySelector('input[type=email]') as HTMLInputElement;
    field.focus();
    const focused = staleChunk();
    win.dispatchEvent(focused);
    field.value = 'leitora@exemplo.com.br';
    field.blur();
    win.dispatchEvent(staleChunk());
    expect(reload).not.toHaveBeenCalled();
    expect(focused.defaultPrevented).toBe(false);
    field.value = '';
    win.dispatchEvent(staleChunk());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
