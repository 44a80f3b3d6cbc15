import { describe, expect, it } from 'vitest';
import { homeFor, welcomeMessage } from './welcome-toast';

describe('after a sign-in', () => {
  it('the newsroom is welcomed back and sent to the dashboard', () => {
    expect(welcomeMessage('admin', 'Carla')).toBe('Bem-vindo(a) de volta, Carla!');
    expect(welcomeMessage('editor', 'Rafael')).toBe('Bem-vindo(a) de volta, Rafael!');
    expect(welcomeMessage('contributor', 'Bianca')).toBe('Bem-vindo(a) de volta, Bianca!');
    expect(homeFor('admin')).toBe('/admin/dashboard');
    expect(homeFor('editor')).toBe('/admin/dashboard');
    expect(homeFor('contributor')).toBe('/admin/dashboard');
  });

  it('everybody else is welcomed and sent home', () => {
    expect(welcomeMessage('user', 'Lucas')).toBe('Bem-vindo(a), Lucas!');
    expect(homeFor('user')).toBe('/');
    expect(homeFor(null)).toBe('/');
  });
});
