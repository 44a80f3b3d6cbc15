// The sign-up role setting: settings/site.signupRole ('user' default, or 'editor') decides which
// role a new account may give its own profile; only an admin changes it; 'admin' is never allowed.
import { serverTimestamp } from 'firebase/firestore/lite';
import { afterEach, describe, it } from 'vitest';
import { allowed, denied } from './support/cases';
import { useRulesBed } from './support/lifecycle';
import { PEOPLE, type Who } from './support/personas';
import { commit, set, update } from './support/writes';

const bed = useRulesBed('signup-role');
const newcomerProfile = `profiles/${PEOPLE.newcomer.uid}`;

const signUp = (role: string) => ({
  name: PEOPLE.newcomer.name,
  email: PEOPLE.newcomer.email,
  role,
  avatarUrl: null,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

/** Sets the stored sign-up role directly (as the project owner), or removes it. */
const storeSignupRole = (role: string | null) =>
  commit(bed().owner(), [
    set('settings/site', {
      siteTitle: 'Pauta',
      siteDescription: 'Notícias em português',
      siteKeywords: 'notícias, tecnologia',
      siteUrl: 'http://localhost:5173',
      updatedAt: serverTimestamp(),
      ...(role ? { signupRole: role } : {}),
    }),
  ]);

// On a stack's shared project the settings document is real data: leave it without the key.
afterEach(() => storeSignupRole(null));

describe('profile create follows the sign-up role setting', () => {
  it('unset: a new account is a user; editor and admin are refused', async () => {
    await storeSignupRole(null);
    await denied(commit(bed().db('newcomer'), [set(newcomerProfile, signUp('editor'))]));
    await denied(commit(bed().db('newcomer'), [set(newcomerProfile, signUp('admin'))]));
    await allowed(commit(bed().db('newcomer'), [set(newcomerProfile, signUp('user'))]));
  });

  it('editor: a new account may be an editor (or a user), never an admin', async () => {
    await storeSignupRole('editor');
    await denied(commit(bed().db('newcomer'), [set(newcomerProfile, signUp('admin'))]));
    await allowed(commit(bed().db('newcomer'), [set(newcomerProfile, signUp('editor'))]));
  });

  it('editor: an unverified address gets no profile at all, so the sign-up role never makes it staff', async () => {
    await storeSignupRole('editor');
    const { uid, email } = PEOPLE.newcomer;
    const unverified = bed().withToken('unverified-newcomer', { sub: uid, email, email_verified: false });
    await denied(commit(unverified, [set(newcomerProfile, signUp('editor'))]));
    await denied(commit(unverified, [set(newcomerProfile, signUp('user'))]));
    await allowed(commit(bed().db('newcomer'), [set(newcomerProfile, signUp('editor'))]));
  });

  it('user: editor is refused', async () => {
    await storeSignupRole('user');
    await denied(commit(bed().db('newcomer'), [set(newcomerProfile, signUp('editor'))]));
  });
});

describe('settings/site.signupRole writes', () => {
  const change = (role: unknown) => update('settings/site', { signupRole: role, updatedAt: serverTimestamp() });

  it.each<[string]>([['editor'], ['user']])('allowed: an admin sets %s', async (role) => {
    await storeSignupRole(null);
    await allowed(commit(bed().db('admin'), [change(role)]));
  });

  it.each<[string, unknown]>([
    ['admin as the sign-up role', 'admin'],
    ['an unknown role', 'chefe'],
    ['a number', 1],
  ])('denied: an admin setting %s', async (_name, role) => {
    await storeSignupRole(null);
    await denied(commit(bed().db('admin'), [change(role)]));
  });

  it('denied: an editor changing the sign-up role', async () => {
    await storeSignupRole(null);
    await denied(commit(bed().db('editor'), [change('editor')]));
  });

  it('allowed: an editor saving the SEO fields keeps the admin’s sign-up role untouched', async () => {
    await storeSignupRole('editor');
    await allowed(
      commit(bed().db('editor'), [
        update('settings/site', { siteTitle: 'Pauta Notícias', updatedAt: serverTimestamp() }),
      ]),
    );
  });

  it.each<[Who]>([['user'], ['anonymous']])('denied: %s setting the sign-up role', async (who) => {
    await storeSignupRole(null);
    await denied(commit(bed().db(who), [change('editor')]));
  });
});
