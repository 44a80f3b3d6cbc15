import { describe, expect, it } from 'vitest';
import { grantsAdminArea, type AdminCheck } from './admin-access';

describe('grantsAdminArea', () => {
  const done = (isAdmin: boolean): AdminCheck => ({ state: 'done', isAdmin });

  it('a true answer or role editor counts as admin', () => {
    expect(grantsAdminArea('admin', done(true))).toBe(true);
    expect(grantsAdminArea('editor', done(false))).toBe(true);
    expect(grantsAdminArea('user', done(false))).toBe(false);
    // The server's word wins over a stale local role.
    expect(grantsAdminArea('admin', done(false))).toBe(false);
  });

  it('falls back to the profile role when the call fails or is pending', () => {
    for (const check of [{ state: 'failed' }, { state: 'pending' }] as AdminCheck[]) {
      expect(grantsAdminArea('admin', check)).toBe(true);
      expect(grantsAdminArea('editor', check)).toBe(true);
      expect(grantsAdminArea('user', check)).toBe(false);
      expect(grantsAdminArea(null, check)).toBe(false);
    }
  });
});
