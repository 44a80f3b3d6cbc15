// settings/site.signupRole: read by anyone (the sign-up flow), changed by an admin only (rules).
import { DEFAULT_SIGNUP_ROLE, isSignupRole, type SignupRole } from '@pauta/model';
import { mergeSiteSettings, readSiteSettings } from '../../../lib/site-settings';

export async function fetchSignupRole(): Promise<SignupRole> {
  const value = (await readSiteSettings())?.signupRole;
  return isSignupRole(value) ? value : DEFAULT_SIGNUP_ROLE;
}

export const saveSignupRole = (role: SignupRole) => mergeSiteSettings({ signupRole: role });
