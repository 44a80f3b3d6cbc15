import { describe, expect, it } from 'vitest';
import { publicProfileOf } from '../src/profiles/public-profile';

describe('publicProfileOf', () => {
  it('keeps name, role and avatar and drops the email and timestamps', () => {
    const profile = {
      name: 'Ana',
      email: 'ana@pauta.dev',
      role: 'editor',
      avatarUrl: 'https://x/a.png',
      createdAt: 1,
      updatedAt: 2,
    };
    expect(publicProfileOf(profile)).toEqual({ name: 'Ana', role: 'editor', avatarUrl: 'https://x/a.png' });
  });

  it('is null for a deleted profile', () => {
    expect(publicProfileOf(undefined)).toBeNull();
    expect(publicProfileOf(null)).toBeNull();
  });

  it('never publishes an unknown role or a non-string avatar', () => {
    expect(publicProfileOf({ name: 'Eve', role: 'superuser', avatarUrl: 42 })).toEqual({
      name: 'Eve',
      role: 'user',
      avatarUrl: null,
    });
    expect(publicProfileOf({ role: 'admin', avatarUrl: '' })).toEqual({ name: '', role: 'admin', avatarUrl: null });
  });
});
