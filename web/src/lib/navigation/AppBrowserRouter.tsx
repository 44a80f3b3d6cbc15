// The app's router: react-router's declarative <Router> over the navigation gate's history.
// Location changes render in a transition, so the current page stays until a lazy page is ready.
import { createContext, startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import { createNavigationGate, type NavigationGate } from './navigation-gate';

export const NavigationGateContext = createContext<NavigationGate | null>(null);

let appGate: NavigationGate | null = null;
const gateOfThisWindow = () => (appGate ??= createNavigationGate());

export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const gate = gateOfThisWindow();
  const [state, setState] = useState(gate.current);
  useLayoutEffect(() => gate.listen((update) => startTransition(() => setState(update))), [gate]);
  return (
    <NavigationGateContext.Provider value={gate}>
      <Router location={state.location} navigationType={state.action} navigator={gate.navigator}>
        {children}
      </Router>
    </NavigationGateContext.Provider>
  );
}
