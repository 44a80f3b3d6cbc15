// The app's browser history with a gate in front of it: while a blocker is registered (the editor's
// unsaved-changes guard), an in-app navigation (link, navigate(), back/forward) waits for the user's
// answer instead of happening. The declarative router needs no data router for this, which keeps
// the data router's code (~17 KB gzip) off every reader page.
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator, type To } from 'react-router-dom';

export interface GateLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type ShouldBlock = (args: { currentLocation: GateLocation; nextLocation: GateLocation }) => boolean;

type History = ReturnType<typeof createBrowserHistory>;
export type HistoryUpdate = { action: History['action']; location: History['location'] };

export interface NavigationGate {
  navigator: Navigator;
  /** The router's subscription: every navigation that went through. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
  current(): HistoryUpdate;
  /** Registers the blocker; returns its removal. One blocker at a time (the last one wins). */
  block(shouldBlock: ShouldBlock): () => void;
  isBlocked(): boolean;
  onBlockedChange(listener: () => void): () => void;
  proceed(): void;
  reset(): void;
}

export function createNavigationGate(win: Window = window): NavigationGate {
  const history: History = createBrowserHistory({ window: win, v5Compat: true });
  let shouldBlock: ShouldBlock | null = null;
  let pending: (() => void) | null = null;
  let shown: GateLocation = history.location;
  const routers = new Set<(update: HistoryUpdate) => void>();
  const watchers = new Set<() => void>();
  // Back/forward cannot be stopped, only undone: the undo's own popstate is skipped, and so is the
  // redo's once the user confirms.
  let skipPops = 0;
  let passPop = false;

  const setPending = (next: (() => void) | null) => {
    pending = next;
    for (const watcher of watchers) watcher();
  };
  const blocks = (nextLocation: GateLocation) =>
    shouldBlock !== null && shouldBlock({ currentLocation: shown, nextLocation });

  history.listen((update) => {
    if (update.action === 'POP') {
      if (skipPops > 0) {
        skipPops -= 1;
        return;
      }
      if (!passPop && update.delta != null && update.delta !== 0 && blocks(update.location)) {
        const delta = update.delta;
        skipPops += 1;
        win.history.go(-delta);
        setPending(() => {
          passPop = true;
          win.history.go(delta);
        });
        return;
      }
      passPop = false;
    }
    shown = update.location;
    for (const router of routers) router({ action: update.action, location: update.location });
  });

  const guarded =
    (go: (to: To, state?: unknown) => void) =>
    (to: To, state?: unknown): void => {
      const run = () => go(to, state);
      if (blocks(history.encodeLocation(to))) setPending(run);
      else run();
    };

  return {
    navigator: {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: guarded((to, state) => history.push(to, state)),
      replace: guarded((to, state) => history.replace(to, state)),
    },
    listen(listener) {
      routers.add(listener);
      return () => routers.delete(listener);
    },
    current: () => ({ action: history.action, location: history.location }),
    block(next) {
      shouldBlock = next;
      return () => {
        if (shouldBlock !== next) return;
        shouldBlock = null;
        if (pending) setPending(null);
      };
    },
    isBlocked: () => pending !== null,
    onBlockedChange(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    proceed() {
      const run = pending;
      setPending(null);
      run?.();
    },
    reset: () => setPending(null),
  };
}
