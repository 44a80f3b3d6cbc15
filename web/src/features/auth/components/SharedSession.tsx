// One session for several React roots on one page (a reader page's islands): the first island
// that mounts starts a single SessionProvider in a root of its own, and every island reads its
// session. Before that (and on the server) the session is 'loading'.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { SessionContext, useSession, type Session } from '../hooks/use-session';
import { pendingSession, SessionProvider } from './SessionProvider';

const listeners = new Set<() => void>();
let current: Session | null = null;
let started = false;
let resolveFirst: (session: Session) => void = () => {};
const loading = pendingSession(new Promise<Session>((resolve) => (resolveFirst = resolve)));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current ?? loading;

function Publisher() {
  const session = useSession();
  useEffect(() => {
    if (session.status === 'loading') return;
    current = session;
    resolveFirst(session);
    listeners.forEach((listener) => listener());
  }, [session]);
  return null;
}

function start() {
  if (started) return;
  started = true;
  createRoot(document.createElement('div')).render(
    <SessionProvider>
      <Publisher />
    </SessionProvider>,
  );
}

export function SharedSessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(start, []);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
