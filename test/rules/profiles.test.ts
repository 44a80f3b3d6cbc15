// profiles/{uid}: private; owner and staff read, self sign-up as 'user', owner edits name/avatar,
// only an admin changes someone else's role, nobody deletes.
import { collection, getDocs, orderBy, query, serverTimestamp } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied, expectRule } from './support/cases';
import { newArticle, createArticleWrites, PAST } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { PEOPLE, type PersonaKey, type Who } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('profiles');
const profilePath = (who: PersonaKey) => `profiles/${PEOPLE[who].uid}`;

describe('profiles/{uid} get', () => {
  it.each<[Who, PersonaKey, boolean]>([
    ['anonymous', 'user', false],
    ['user', 'user', true],
    ['user', 'editor', false],
    ['user', 'admin', false],
    ['demoted', 'demoted', true],
    ['demoted', 'user', false],
    ['newcomer', 'newcomer', true], // own profile before it exists
    ['newcomer', 'user', false],
    ['editor', 'user', true],
    ['editor', 'admin', true],
    ['admin', 'user', true],
    ['admin', 'otherEditor', true],
  ])('%s reading the profile of %s → allowed=%s', (who, target, ok) =>
    expectRule(ok, read(bed().db(who), profilePath(target))),
  );
});

describe('profiles list (the users screen)', () => {
  it.each<[Who, boolean]>([
    ['anonymous', false],
    ['user', false],
    ['demoted', false],
    ['newcomer', false],
    ['editor', true],
    ['admin', true],
  ])('%s listing all profiles → allowed=%s', (who, ok) =>
    expectRule(ok, getDocs(query(collection(bed().db(who), 'profiles'), orderBy('createdAt', 'desc')))),
  );
});

describe('profiles/{uid} create (self sign-up)', () => {
  const signUp = (overrides: Record<string, unknown> = {}) => ({
    name: PEOPLE.newcomer.name,
    email: PEOPLE.newcomer.email,
    role: 'user',
    avatarUrl: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  });
  const without = (key: string) => {
    const data: Record<string, unknown> = signUp();
    delete data[key];
    return data;
  };

  it('a new account creates its own profile with role user', () =>
    allowed(commit(bed().db('newcomer'), [set(profilePath('newcomer'), signUp())])));

  it('with a Google avatar URL', () =>
    allowed(
      commit(bed().db('newcomer'), [
        set(profilePath('newcomer'), signUp({ avatarUrl: 'https://lh3.googleusercontent.com/a/x' })),
      ]),
    ));

  it.each<[string, Record<string, unknown>]>([
    ['self sign-up as editor', signUp({ role: 'editor' })],
    ['self sign-up as admin', signUp({ role: 'admin' })],
    ['an unknown role', signUp({ role: 'superuser' })],
    ['an email other than the token’s', signUp({ email: 'ada@pauta.dev' })],
    ['no email', without('email')],
    ['no role', without('role')],
    ['no name', without('name')],
    ['an empty name', signUp({ name: '' })],
    ['a 101-character name', signUp({ name: 'n'.repeat(101) })],
    ['a numeric name', signUp({ name: 42 })],
    ['a numeric avatarUrl', signUp({ avatarUrl: 42 })],
    ['a back-dated createdAt', signUp({ createdAt: PAST })],
    ['a fixed updatedAt', signUp({ updatedAt: PAST })],
    ['an extra key', signUp({ isAdmin: true })],
  ])('denied: %s', (_name, data) => denied(commit(bed().db('newcomer'), [set(profilePath('newcomer'), data)])));

  it('denied: creating a profile for another uid', () =>
    denied(commit(bed().db('newcomer'), [set('profiles/someone-else', signUp())])));

  it('denied: anonymous creating a profile', () =>
    denied(commit(bed().db('anonymous'), [set(profilePath('newcomer'), signUp())])));

  it('denied: a token without an email claim', () =>
    denied(
      commit(bed().withToken('no-email', { sub: 'sem-email' }), [set('profiles/sem-email', signUp({ email: null }))]),
    ));

  // The probe: an account made through the Auth REST API, its address never confirmed, then a
  // Firestore write. Until the inbox's link is followed there is no profile.
  it.each<[string, Record<string, unknown>]>([
    ['email_verified false', { email_verified: false }],
    ['no email_verified claim', {}],
    ['email_verified as a string', { email_verified: 'true' }],
  ])('denied: an unverified address creating its profile (%s)', (_name, claim) => {
    const { uid, email } = PEOPLE.newcomer;
    const token = { sub: uid, email, ...claim };
    return denied(commit(bed().withToken(`unverified-${_name}`, token), [set(profilePath('newcomer'), signUp())]));
  });

  it('denied: a user re-creating (overwriting) their profile', () =>
    denied(commit(bed().db('user'), [set(profilePath('user'), signUp({ name: 'Ursula', email: PEOPLE.user.email }))])));
});

describe('profiles/{uid} update by the owner', () => {
  const edit = (data: Record<string, unknown>) => ({ updatedAt: serverTimestamp(), ...data });

  it.each<[PersonaKey, Record<string, unknown>]>([
    ['user', edit({ name: 'Ursula Souza' })],
    ['user', edit({ avatarUrl: 'https://example.com/eu.png' })],
    ['user', edit({ name: 'Ursula', avatarUrl: null })],
    ['demoted', edit({ name: 'Dimas' })],
    ['editor', edit({ name: 'Edna Lima' })],
    ['admin', edit({ name: 'Ada L.' })],
  ])('allowed: %s edits own %j', (who, data) => allowed(commit(bed().db(who), [update(profilePath(who), data)])));

  it.each<[string, PersonaKey, Record<string, unknown>]>([
    ['self-promotion to editor', 'user', edit({ role: 'editor' })],
    ['self-promotion to admin', 'user', edit({ role: 'admin' })],
    ['a demoted editor restoring the role', 'demoted', edit({ role: 'editor' })],
    ['an editor promoting themself to admin', 'editor', edit({ role: 'admin' })],
    ['an admin changing their own role', 'admin', edit({ role: 'editor' })],
    ['changing the email', 'user', edit({ email: 'outro@pauta.dev' })],
    ['changing createdAt', 'user', edit({ createdAt: serverTimestamp() })],
    ['not bumping updatedAt', 'user', { name: 'Ursula S.' }],
    ['a stale updatedAt', 'user', { name: 'Ursula S.', updatedAt: PAST }],
    ['an empty name', 'user', edit({ name: '' })],
    ['a 101-character name', 'user', edit({ name: 'x'.repeat(101) })],
    ['a numeric avatarUrl', 'user', edit({ avatarUrl: 7 })],
    ['an extra key', 'user', edit({ bio: 'oi' })],
  ])('denied: %s', (_name, who, data) => denied(commit(bed().db(who), [update(profilePath(who), data)])));
});

describe('profiles/{uid} update of someone else', () => {
  const roleChange = (role: unknown) => ({ role, updatedAt: serverTimestamp() });

  it.each<[PersonaKey, unknown]>([
    ['user', 'editor'],
    ['otherEditor', 'user'],
    ['demoted', 'editor'],
    ['editor', 'admin'],
  ])('allowed: admin sets the role of %s to %s', (target, role) =>
    allowed(commit(bed().db('admin'), [update(profilePath(target), roleChange(role))])),
  );

  it.each<[string, Who, PersonaKey, Record<string, unknown>]>([
    ['a user editing another user’s name', 'user', 'editor', { name: 'Hacked', updatedAt: serverTimestamp() }],
    ['a user changing another user’s role', 'user', 'demoted', roleChange('admin')],
    ['an editor changing another user’s role', 'editor', 'user', roleChange('editor')],
    ['a demoted editor changing roles', 'demoted', 'user', roleChange('editor')],
    ['anonymous changing a role', 'anonymous', 'user', roleChange('editor')],
    ['an editor editing another user’s name', 'editor', 'user', { name: 'Renamed', updatedAt: serverTimestamp() }],
    ['an admin editing another user’s name', 'admin', 'user', { name: 'Renamed', updatedAt: serverTimestamp() }],
    ['an admin changing role and name together', 'admin', 'user', { ...roleChange('editor'), name: 'X' }],
    ['an admin changing someone’s email', 'admin', 'user', { email: 'x@pauta.dev', updatedAt: serverTimestamp() }],
    ['an admin setting an unknown role', 'admin', 'user', roleChange('superuser')],
    ['an admin setting a non-string role', 'admin', 'user', roleChange(1)],
    ['an admin changing a role without bumping updatedAt', 'admin', 'user', { role: 'editor' }],
  ])('denied: %s', (_name, who, target, data) => denied(commit(bed().db(who), [update(profilePath(target), data)])));
});

describe('role checks read the stored profile on every request', () => {
  it('a demotion takes effect on the editor’s very next write', async () => {
    const editor = bed().db('editor');
    const first = newArticle({ slug: 'antes-do-rebaixamento' });
    await allowed(commit(editor, createArticleWrites('antes', first)));
    await allowed(
      commit(bed().db('admin'), [update(profilePath('editor'), { role: 'user', updatedAt: serverTimestamp() })]),
    );
    const second = newArticle({ slug: 'depois-do-rebaixamento' });
    await denied(commit(editor, createArticleWrites('depois', second)));
  });

  it('a promotion takes effect on the user’s very next read of drafts', async () => {
    await denied(read(bed().db('user'), 'articles/draft-1'));
    await allowed(
      commit(bed().db('admin'), [update(profilePath('user'), { role: 'editor', updatedAt: serverTimestamp() })]),
    );
    await allowed(read(bed().db('user'), 'articles/draft-1'));
  });
});

describe('profiles/{uid} delete', () => {
  it.each<[Who, PersonaKey]>([
    ['user', 'user'],
    ['user', 'demoted'],
    ['editor', 'user'],
    ['admin', 'user'],
    ['admin', 'admin'],
    ['anonymous', 'user'],
  ])('denied: %s deleting the profile of %s', (who, target) =>
    denied(commit(bed().db(who), [del(profilePath(target))])),
  );
});
