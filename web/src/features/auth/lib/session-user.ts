// The signed-in person as the UI sees them, built from the Firebase user and the stored profile.
import type { ProfileDoc, Role } from '@pauta/model';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
}

/** The minimum the session needs from a Firebase Auth user (kept narrow so tests need no SDK). */
export interface AuthUserLike {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  providerData: ReadonlyArray<{ providerId: string; photoURL?: string | null }>;
}

/** Spec: the name falls back to the part of the email before the at-sign, else 'Usuário'. */
export function displayNameFor(name: string | null | undefined, email: string | null | undefined): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const local = email?.split('@')[0]?.trim();
  return local || 'Usuário';
}

/** The provider's photo: the account's own, else the first linked provider's. */
export function providerPhoto(user: AuthUserLike): string | null {
  return user.photoURL ?? user.providerData.find((p) => p.photoURL)?.photoURL ?? null;
}

/**
 * An account counts as signed in only once its address is verified (a confirmation link, or a
 * provider that vouches for it, as Google does): the rules create no profile and grant no role
 * above 'user' without it.
 */
export function needsEmailVerification(user: AuthUserLike): boolean {
  return !user.emailVerified;
}

export function toSessionUser(
  user: AuthUserLike,
  profile: Pick<ProfileDoc, 'name' | 'email' | 'role' | 'avatarUrl'>,
): SessionUser {
  return {
    id: user.uid,
    name: displayNameFor(profile.name, profile.email || user.email),
    email: profile.email || user.email || '',
    role: profile.role,
    avatarUrl: profile.avatarUrl ?? providerPhoto(user),
  };
}

/** Up to two initials: first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toLocaleUpperCase('pt-BR'))
    .join('');
}

export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
