// The session's machinery, a lazy chunk mounted by SessionProvider after the first paint: it loads
// firebase/auth, follows the signed-in user, loads their profile and publishes the session.
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { notifyError } from '../../../lib/notify';
import type { Session } from '../hooks/use-session';
import {
  initialSessionState,
  outcomeClearsSession,
  outcomeEvent,
  sessionReducer,
  type ProfileOutcome,
} from '../lib/session-state';
import { needsEmailVerification, type AuthUserLike } from '../lib/session-user';
import { writeSessionHint } from '../../../lib/session-hint';
import { isNewsroom } from '@pauta/model';

// The profile read (and with it Firestore) loads with the first signed-in user, not with the page.
const loadProfileOutcome = (user: AuthUserLike) =>
  import('../lib/load-profile-outcome').then((m) => m.loadProfileOutcome(user));

type Runtime = typeof import('../api/auth-runtime');
const loadRuntime = (): Promise<Runtime> => import('../api/auth-runtime');

export default function SessionController({ publish }: { publish: (session: Session) => void }) {
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState);
  const currentUser = useRef<AuthUserLike | null>(null);
  const inFlight = useRef(new Map<string, Promise<ProfileOutcome>>());
  const latestLoad = useRef(0);

  /**
   * Loads the profile and applies the outcome. Concurrent loads for one user share a read unless
   * `fresh` (after a write, the read must start after it); only the newest load updates the state.
   */
  const settle = useCallback(async (user: AuthUserLike, fresh = false): Promise<ProfileOutcome> => {
    let pending = fresh ? undefined : inFlight.current.get(user.uid);
    if (!pending) {
      const load = loadProfileOutcome(user).finally(() => {
        if (inFlight.current.get(user.uid) === load) inFlight.current.delete(user.uid);
      });
      inFlight.current.set(user.uid, load);
      pending = load;
    }
    const ticket = ++latestLoad.current;
    const outcome = await pending;
    if (ticket !== latestLoad.current || currentUser.current?.uid !== user.uid) return outcome; // superseded
    dispatch(outcomeEvent(outcome));
    if (outcomeClearsSession(outcome)) {
      currentUser.current = null;
      await (await loadRuntime()).signOutOf().catch(() => undefined);
    }
    return outcome;
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    loadRuntime()
      .then((rt) =>
        rt.startAuth((user) => {
          // Accounts with an unconfirmed address do not count as signed in (the login pages sign them out).
          const active = user && !needsEmailVerification(user) ? user : null;
          currentUser.current = active;
          if (!active) dispatch({ type: 'no-user' });
          else void settle(active);
        }),
      )
      .then((started) => {
        if (cancelled) started.unsubscribe();
        else unsubscribe = started.unsubscribe;
      })
      .catch(() => dispatch({ type: 'no-user' }));
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [settle]);

  // The next rendered page reserves the account menu's place before its first paint.
  useEffect(() => {
    if (state.status === 'signed-in') writeSessionHint(isNewsroom(state.role) ? 'redacao' : 'leitor');
    else if (state.status !== 'loading') writeSessionHint(null);
  }, [state.status, state.role]);

  // A session cleared because the profile is missing or unreadable says so once.
  useEffect(() => {
    if (state.status !== 'signed-out' || !state.notice) return;
    notifyError('Erro no login', state.notice);
    dispatch({ type: 'notice-shown' });
  }, [state]);

  const refreshProfile = useCallback(async () => {
    const user = currentUser.current;
    if (user) await settle(user, true);
  }, [settle]);

  const completeSignIn = useCallback(
    (user: AuthUserLike) => {
      currentUser.current = user;
      return settle(user);
    },
    [settle],
  );

  const signOut = useCallback(async () => {
    await (await loadRuntime()).signOutOf();
    currentUser.current = null;
    dispatch({ type: 'signed-out' });
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, refreshProfile, completeSignIn, signOut }),
    [state, refreshProfile, completeSignIn, signOut],
  );
  useEffect(() => publish(session), [publish, session]);
  return null;
}
