// Pure mapping from a private profile to the public fields the visitor page shows (no email).
import { FALLBACK_ROLE, isRole, type Role } from '@pauta/model';

export interface PublicProfileFields {
  name: string;
  role: Role;
  avatarUrl: string | null;
}

/** null when the profile does not exist (the public copy must then be deleted). */
export function publicProfileOf(profile: unknown): PublicProfileFields | null {
  if (!profile || typeof profile !== 'object') return null;
  const { name, role, avatarUrl } = profile as { name?: unknown; role?: unknown; avatarUrl?: unknown };
  return {
    name: typeof name === 'string' ? name : '',
    role: isRole(role) ? role : FALLBACK_ROLE,
    avatarUrl: typeof avatarUrl === 'string' && avatarUrl.length > 0 ? avatarUrl : null,
  };
}
