// The navigation gate over jsdom's real History: pushes and replaces wait for an answer while a
// blocker says so; back/forward is undone, then redone on 'proceed'.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNavigationGate, type HistoryUpdate, type NavigationGate } from './navigation-gate';

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

let gate: NavigationGate;
let seen: HistoryUpdate[];
let stop: () => void;

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/articles/edit/1');
  gate = createNavigationGate(window);
  seen = [];
  stop = gate.listen((update) => seen.push(update));
});
afterEach(() => {
  stop();
  window.history.replaceState(null, '', '/');
});

const blockOtherPaths = () =>
  gate.block(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);

describe('navigation gate', () => {
  it('lets navigation through when nothing blocks', () => {
    gate.navigator.push('/admin/articles');
    expect(window.location.pathname).toBe('/admin/articles');
    expect(seen.map((u) => [u.action, u.location.pathname])).toEqual([['PUSH', '/admin/articles']]);
  });

  it('holds a push until proceed, and drops it on reset', () => {
    const unblock = blockOtherPaths();
    const changes: boolean[] = [];
    gate.onBlockedChange(() => changes.push(gate.isBlocked()));

    gate.navigator.push('/admin/articles');
    expect(gate.isBlocked()).toBe(true);
    expect(window.location.pathname).toBe('/admin/articles/edit/1');
    gate.reset();
    expect(gate.isBlocked()).toBe(false);
    expect(window.location.pathname).toBe('/admin/articles/edit/1');

    gate.navigator.replace('/admin');
    gate.proceed();
    expect(window.location.pathname).toBe('/admin');
    expect(seen.map((u) => u.action)).toEqual(['REPLACE']);
    expect(changes).toEqual([true, false, true, false]);
    unblock();
  });

  it('does not block a change of search or hash on the same page', () => {
    const unblock = blockOtherPaths();
    gate.navigator.push('/admin/articles/edit/1?aba=seo');
    expect(gate.isBlocked()).toBe(false);
    expect(window.location.search).toBe('?aba=seo');
    unblock();
  });

  it('undoes a back navigation, then redoes it on proceed', async () => {
    gate.navigator.push('/admin/articles/edit/2');
    const unblock = blockOtherPaths();
    seen = [];

    let pop = popped();
    window.history.back();
    await pop; // the user's back
    await popped(); // and the gate's undo
    expect(gate.isBlocked()).toBe(true);
    expect(window.location.pathname).toBe('/admin/articles/edit/2');
    expect(seen).toEqual([]);

    pop = popped();
    gate.proceed();
    await pop;
    expect(window.location.pathname).toBe('/admin/articles/edit/1');
    expect(seen.map((u) => [u.action, u.location.pathname])).toEqual([['POP', '/admin/articles/edit/1']]);
    unblock();
  });

  it('releases a held navigation when the blocker goes away', () => {
    const unblock = blockOtherPaths();
    gate.navigator.push('/');
    expect(gate.isBlocked()).toBe(true);
    unblock();
    expect(gate.isBlocked()).toBe(false);
    gate.navigator.push('/');
    expect(window.location.pathname).toBe('/');
  });
});
