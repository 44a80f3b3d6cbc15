// Turns a signed-in Firebase user into a session outcome: read profiles/{uid}, creating it at the
// first sign-in (name from the sign-up form, saved as the account's displayName, or from Google);
// a profile just created asks whether it is the first admin (only while none was made).
import { LIMITS, type ProfileDoc } from '@pauta/model';
import type { ProfileOutcome } from './session-state';
import { displayNameFor, providerPhoto, toSessionUser, type AuthUserLike } from './session-user';
import { createOwnProfile, readProfile, type StoredProfile } from '../api/profile-repository';
import { claimFirstAdmin, firstAdminOpen } from '../api/first-admin';

export const NAME_MAX = LIMITS.nameMax;

export interface ProfileStore {
  read(uid: string): Promise<StoredProfile>;
  create(uid: string, fields: { name: string; email: string; avatarUrl: string | null }): Promise<void>;
  /** Whether a first admin may still be made. */
  firstAdminOpen(): Promise<boolean>;
  /** Asks the server to make this account the first admin (it alone decides). */
  claimFirstAdmin(): Promise<boolean>;
}

export const firestoreProfileStore: ProfileStore = {
  read: readProfile,
  create: createOwnProfile,
  firstAdminOpen,
  claimFirstAdmin,
};

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
        // The first sign-in of the account FIRST_ADMIN_EMAIL names makes it admin; a failed
        // claim leaves an ordinary profile (the server never half-does it).
        if (await store.firstAdminOpen()) await store.claimFirstAdmin().catch(() => false);
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
