// The session state machine (pure): anonymous → signed in → signed out.
import type { ProfileDoc, Role } from '@pauta/model';
import type { SessionUser } from './session-user';

export const PROFILE_FETCH_ERROR = 'Erro ao buscar informações do perfil';
export const INVALID_ROLE_ERROR = 'Sua conta tem permissões inválidas. Por favor, faça login novamente.';

export type SessionState =
  | { status: 'loading'; user: null; profile: null; role: null; notice: null }
  /** notice: why a session was cleared (shown once as a toast). */
  | { status: 'signed-out'; user: null; profile: null; role: null; notice: string | null }
  | { status: 'signed-in'; user: SessionUser; profile: ProfileDoc; role: Role; notice: null }
  /** The stored profile has a role outside admin/editor/contributor/user: the session was cleared and the guard shows 'Erro de Permissão'. */
  | { status: 'rejected'; user: null; profile: null; role: null; notice: string };

export type SessionEvent =
  | { type: 'no-user' }
  | { type: 'profile-loaded'; user: SessionUser; profile: ProfileDoc }
  | { type: 'profile-missing' }
  | { type: 'invalid-role' }
  /** The profile could not be read (network, rules). */
  | { type: 'profile-error' }
  | { type: 'signed-out' }
  | { type: 'notice-shown' };

export const initialSessionState: SessionState = {
  status: 'loading',
  user: null,
  profile: null,
  role: null,
  notice: null,
};

const signedOut = (notice: string | null): SessionState => ({
  status: 'signed-out',
  user: null,
  profile: null,
  role: null,
  notice,
});

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'no-user':
      // A cleared rejected session keeps its page until the person signs in again.
      return state.status === 'rejected' ? state : signedOut(state.status === 'signed-out' ? state.notice : null);
    case 'profile-loaded':
      return { status: 'signed-in', user: event.user, profile: event.profile, role: event.profile.role, notice: null };
    case 'profile-missing':
      return signedOut(PROFILE_FETCH_ERROR);
    case 'invalid-role':
      return { status: 'rejected', user: null, profile: null, role: null, notice: INVALID_ROLE_ERROR };
    case 'profile-error':
      // A signed-in person keeps the profile already loaded when a re-read fails (offline, hiccup).
      return state.status === 'signed-in' ? state : signedOut(PROFILE_FETCH_ERROR);
    case 'signed-out':
      return signedOut(null);
    case 'notice-shown':
      return state.status === 'signed-out' && state.notice ? signedOut(null) : state;
  }
}

/** What the session does after the profile read for a signed-in Firebase user. */
export type ProfileOutcome =
  | { kind: 'ok'; user: SessionUser; profile: ProfileDoc }
  | { kind: 'missing' }
  | { kind: 'invalid-role' }
  | { kind: 'error'; error: unknown };

export function outcomeEvent(outcome: ProfileOutcome): SessionEvent {
  switch (outcome.kind) {
    case 'ok':
      return { type: 'profile-loaded', user: outcome.user, profile: outcome.profile };
    case 'missing':
      return { type: 'profile-missing' };
    case 'invalid-role':
      return { type: 'invalid-role' };
    case 'error':
      return { type: 'profile-error' };
  }
}

/** Missing profiles and invalid roles clear the Firebase session too; a failed read does not. */
export const outcomeClearsSession = (outcome: ProfileOutcome): boolean =>
  outcome.kind === 'missing' || outcome.kind === 'invalid-role';
