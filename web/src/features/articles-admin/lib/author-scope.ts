// Whose articles a newsroom screen lists: editors and admins see everyone's; a contributor only
// their own (the rules let them list nothing else).
import { isStaff, type Role } from '@pauta/model';
import type { AuthorScope } from '../api/list-articles';

export const authorScopeFor = (role: Role | null, uid: string | null): AuthorScope => (isStaff(role) ? null : uid);
