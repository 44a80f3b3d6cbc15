// Turns a signed-in Firebase user into a session outcome: read profiles/{uid}, creating it at the
// first sign-in (name from the sign-up form, saved as the account's displayName, or from Google).
import { LIMITS, type ProfileDoc } from '@pauta/model';
import type { ProfileOutcome } from './session-state';
import { displayNameFor, providerPhoto, toSessionUser, type AuthUserLike } from './session-user';
import { createOwnProfile, readProfile, type StoredProfile } from '../api/profile-repository';

export const NAME_MAX = LIMITS.nameMax;

export interface ProfileStore {
  read(uid: string): Promise<StoredProfile>;
  create(uid: string, fields: { name: string; email: string; avatarUrl: string | null }): Promise<void>;
}

export const firestoreProfileStore: ProfileStore = { read: readProfile, create: createOwnProfile };

export function newProfileFields(user: AuthUserLike) {
  return {
    name: displayNameFor(user.displayName, user.email).slice(0, NAME_MAX),
    email: user.email ?? '',
    avatarUrl: providerPhoto(user),
  };
}

export async function loadProfileOutcome(
  user: AuthUserLike,
  store: ProfileStore = firestoreProfileStore,
): Promise<ProfileOutcome> {
  try {
    let stored = await store.read(user.uid);
    if (stored.kind === 'missing' && user.email) {
      try {
        await store.create(user.uid, newProfileFields(user));
      } catch {
        // Another tab may have created it meanwhile; the re-read below decides.
      }
      stored = await store.read(user.uid);
    }
    if (stored.kind === 'missing') return { kind: 'missing' };
    if (stored.kind === 'invalid-role') return { kind: 'invalid-role' };
    return { kind: 'ok', profile: stored.profile, user: toSessionUser(user, stored.profile as ProfileDoc) };
  } catch (error) {
    return { kind: 'error', error };
  }
}
