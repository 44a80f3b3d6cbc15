// Holds in-app navigation while `shouldBlock` says so (same shape as react-router's useBlocker,
// which only exists in data routers). Outside AppBrowserRouter (unit tests) nothing is blocked.
import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { NavigationGateContext } from './AppBrowserRouter';
import type { ShouldBlock } from './navigation-gate';

export interface NavigationBlocker {
  state: 'blocked' | 'unblocked';
  proceed(): void;
  reset(): void;
}

const never = () => () => {};

export function useNavigationBlocker(shouldBlock: ShouldBlock): NavigationBlocker {
  const gate = useContext(NavigationGateContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => gate?.block((args) => latest.current(args)), [gate]);
  const blocked = useSyncExternalStore(gate ? gate.onBlockedChange : never, () => gate?.isBlocked() ?? false);
  const proceed = useCallback(() => gate?.proceed(), [gate]);
  const reset = useCallback(() => gate?.reset(), [gate]);
  return { state: blocked ? 'blocked' : 'unblocked', proceed, reset };
}
