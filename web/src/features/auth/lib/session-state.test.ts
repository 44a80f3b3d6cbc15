import { describe, expect, it } from 'vitest';
import type { ProfileDoc } from '@pauta/model';
import {
  INVALID_ROLE_ERROR,
  PROFILE_FETCH_ERROR,
  initialSessionState,
  outcomeClearsSession,
  outcomeEvent,
  sessionReducer,
  type SessionEvent,
  type SessionState,
} from './session-state';
import type { SessionUser } from './session-user';

const profile = { name: 'Ana Lima', email: 'ana@pauta.dev', role: 'editor', avatarUrl: null } as unknown as ProfileDoc;
const user: SessionUser = { id: 'u1', name: 'Ana Lima', email: 'ana@pauta.dev', role: 'editor', avatarUrl: null };
const run = (...events: SessionEvent[]) => events.reduce<SessionState>(sessionReducer, initialSessionState);

describe('sessionReducer', () => {
  it('starts loading', () => {
    expect(initialSessionState.status).toBe('loading');
  });

  it('anonymous → signed out without a notice', () => {
    expect(run({ type: 'no-user' })).toMatchObject({ status: 'signed-out', notice: null, user: null });
  });

  it('signs in with the loaded profile and its role', () => {
    const state = run({ type: 'profile-loaded', user, profile });
    expect(state).toMatchObject({ status: 'signed-in', role: 'editor', user: { name: 'Ana Lima' } });
  });

  it('a token refresh with a changed role updates the session', () => {
    const demoted = { ...profile, role: 'user' } as ProfileDoc;
    const state = run(
      { type: 'profile-loaded', user, profile },
      { type: 'profile-loaded', user: { ...user, role: 'user' }, profile: demoted },
    );
    expect(state.role).toBe('user');
  });

  it('a missing profile clears the session with the spec message, shown once', () => {
    const state = run({ type: 'profile-loaded', user, profile }, { type: 'profile-missing' });
    expect(state).toMatchObject({ status: 'signed-out', user: null, role: null, notice: PROFILE_FETCH_ERROR });
    // Firebase then reports no user: the notice survives until it is shown.
    const after = sessionReducer(state, { type: 'no-user' });
    expect(after.notice).toBe(PROFILE_FETCH_ERROR);
    expect(sessionReducer(after, { type: 'notice-shown' }).notice).toBeNull();
  });

  it('an invalid role rejects the session and keeps the rejection after Firebase signs out', () => {
    const state = run({ type: 'profile-loaded', user, profile }, { type: 'invalid-role' }, { type: 'no-user' });
    expect(state).toMatchObject({ status: 'rejected', user: null, role: null, notice: INVALID_ROLE_ERROR });
    expect(sessionReducer(state, { type: 'profile-loaded', user, profile }).status).toBe('signed-in');
  });

  it('a failed re-read keeps a signed-in session but a failed first read signs out', () => {
    const signedIn = run({ type: 'profile-loaded', user, profile });
    expect(sessionReducer(signedIn, { type: 'profile-error' })).toBe(signedIn);
    expect(run({ type: 'profile-error' })).toMatchObject({ status: 'signed-out', notice: PROFILE_FETCH_ERROR });
  });

  it('signing out clears everything', () => {
    expect(run({ type: 'profile-loaded', user, profile }, { type: 'signed-out' })).toEqual({
      status: 'signed-out',
      user: null,
      profile: null,
      role: null,
      notice: null,
    });
  });

  it('notice-shown leaves other states alone', () => {
    const signedIn = run({ type: 'profile-loaded', user, profile });
    expect(sessionReducer(signedIn, { type: 'notice-shown' })).toBe(signedIn);
  });
});

describe('profile outcomes', () => {
  it('map to events', () => {
    expect(outcomeEvent({ kind: 'ok', user, profile })).toEqual({ type: 'profile-loaded', user, profile });
    expect(outcomeEvent({ kind: 'missing' })).toEqual({ type: 'profile-missing' });
    expect(outcomeEvent({ kind: 'invalid-role' })).toEqual({ type: 'invalid-role' });
    expect(outcomeEvent({ kind: 'error', error: new Error('x') })).toEqual({ type: 'profile-error' });
  });

  it('only a missing profile or an invalid role clears the Firebase session', () => {
    expect(outcomeClearsSession({ kind: 'missing' })).toBe(true);
    expect(outcomeClearsSession({ kind: 'invalid-role' })).toBe(true);
    expect(outcomeClearsSession({ kind: 'error', error: null })).toBe(false);
    expect(outcomeClearsSession({ kind: 'ok', user, profile })).toBe(false);
  });
});
