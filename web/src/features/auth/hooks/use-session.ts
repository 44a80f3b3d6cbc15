import { createContext, useContext } from 'react';
import type { SessionState } from '../lib/session-state';
import type { AuthUserLike } from '../lib/session-user';
import type { ProfileOutcome } from '../lib/session-state';

export type Session = SessionState & {
  /** Re-reads profiles/{uid} (role changes, name edits). Resolves once the state is updated. */
  refreshProfile(): Promise<void>;
  /** Loads (or creates) the profile of a user who just signed in; the forms await it to know the role. */
  completeSignIn(user: AuthUserLike): Promise<ProfileOutcome>;
  /** Signs out of Firebase and clears the session; throws on failure (callers show their toast). */
  signOut(): Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
