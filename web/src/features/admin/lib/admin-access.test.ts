import { describe, expect, it } from 'vitest';
import { grantsAdminArea, type AdminCheck } from './admin-access';
import { ADMIN_NAV, mayOpenAdminPath, navFor } from './admin-nav';

describe('grantsAdminArea', () => {
  const done = (isAdmin: boolean): AdminCheck => ({ state: 'done', isAdmin });

  it('a true answer, role editor or role contributor opens the area', () => {
    expect(grantsAdminArea('admin', done(true))).toBe(true);
    expect(grantsAdminArea('editor', done(false))).toBe(true);
    expect(grantsAdminArea('contributor', done(false))).toBe(true);
    expect(grantsAdminArea('user', done(false))).toBe(false);
    // The server's word wins over a stale local role.
    expect(grantsAdminArea('admin', done(false))).toBe(false);
  });

  it('falls back to the profile role when the call fails or is pending', () => {
    for (const check of [{ state: 'failed' }, { state: 'pending' }] as AdminCheck[]) {
      expect(grantsAdminArea('admin', check)).toBe(true);
      expect(grantsAdminArea('editor', check)).toBe(true);
      expect(grantsAdminArea('contributor', check)).toBe(true);
      expect(grantsAdminArea('user', check)).toBe(false);
      expect(grantsAdminArea(null, check)).toBe(false);
    }
  });
});

describe('the sidebar and its screens per role', () => {
  it('a contributor sees Dashboard, Notícias and Biblioteca de Imagens only', () => {
    expect(navFor('contributor').map((i) => i.label)).toEqual(['Dashboard', 'Notícias', 'Biblioteca de Imagens']);
    expect(navFor('editor')).toEqual(ADMIN_NAV);
    expect(navFor('admin')).toEqual(ADMIN_NAV);
  });

  it('a contributor may open the newsroom screens, not the staff ones (nor any unlisted one)', () => {
    for (const path of ['/admin/dashboard', '/admin/articles', '/admin/articles/edit/abc', '/admin/images'])
      expect(mayOpenAdminPath(path, 'contributor'), path).toBe(true);
    for (const path of [
      '/admin/users',
      '/admin/trends',
      '/admin/generated-posts',
      '/admin/schedules',
      '/admin/settings/newsletter',
      '/admin/statistics',
      '/admin/algo-novo',
    ])
      expect(mayOpenAdminPath(path, 'contributor'), path).toBe(false);
    expect(mayOpenAdminPath('/admin/users', 'editor')).toBe(true);
    expect(mayOpenAdminPath('/admin/algo-novo', 'admin')).toBe(true);
  });
});
