// Sign-up role: settings/site.signupRole, set by an admin in /admin/settings.
import type { Role } from './roles.js';

/** The roles a new account may receive at sign-up ('admin' never); firestore.rules lists the same two. */
export const SIGNUP_ROLES = ['user', 'editor'] as const satisfies readonly Role[];
export type SignupRole = (typeof SIGNUP_ROLES)[number];
export const DEFAULT_SIGNUP_ROLE: SignupRole = 'user';
export const isSignupRole = (value: unknown): value is SignupRole =>
  typeof value === 'string' && (SIGNUP_ROLES as readonly string[]).includes(value);
