// Holds the session for the whole app. Its machinery (SessionController, then firebase/auth) loads
// only after the first paint, so reader pages render before any session or Auth code is fetched.
// Until it has published a session, the state is 'loading' and the actions wait for it.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SessionContext, type Session } from '../hooks/use-session';

const SessionController = lazy(() => import('./SessionController'));

export function pendingSession(ready: Promise<Session>): Session {
  return {
    status: 'loading',
    user: null,
    profile: null,
    role: null,
    notice: null,
    refreshProfile: () => ready.then((session) => session.refreshProfile()),
    completeSignIn: (user) => ready.then((session) => session.completeSignIn(user)),
    signOut: () => ready.then((session) => session.signOut()),
  };
}

function firstSession() {
  let resolve: (session: Session) => void = () => {};
  const promise = new Promise<Session>((done) => (resolve = done));
  return { promise, resolve };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [first] = useState(firstSession);
  const [session, setSession] = useState(() => pendingSession(first.promise));
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const [publish] = useState(() => (next: Session) => {
    first.resolve(next);
    setSession(next);
  });
  return (
    <SessionContext.Provider value={session}>
      {started && (
        <Suspense fallback={null}>
          <SessionController publish={publish} />
        </Suspense>
      )}
      {children}
    </SessionContext.Provider>
  );
}
