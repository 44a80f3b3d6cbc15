import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { SessionContext, type Session } from '../hooks/use-session';
import { initialSessionState } from '../lib/session-state';
import type { ProfileDoc, Role } from '@pauta/model';
import { HeaderAccount, MobileAccountMenu } from './HeaderAccount';

function sessionOf(role: Role | null, signOut = vi.fn(async () => {})): Session {
  const base = { refreshProfile: vi.fn(async () => {}), completeSignIn: vi.fn(), signOut };
  if (!role) return { ...initialSessionState, status: 'signed-out', notice: null, ...base } as Session;
  const user = { id: 'u1', name: 'Maria Souza Lima', email: 'maria@pauta.dev', role, avatarUrl: null };
  return { status: 'signed-in', user, role, profile: { ...user } as unknown as ProfileDoc, notice: null, ...base };
}

function renderWith(session: Session, ui: ReactNode) {
  return render(
    <MantineProvider>
      <Notifications />
      <SessionContext.Provider value={session}>
        <MemoryRouter>{ui}</MemoryRouter>
      </SessionContext.Provider>
    </MantineProvider>,
  );
}

describe('HeaderAccount', () => {
  it('signed out: an Entrar link to /login', async () => {
    renderWith(sessionOf(null), <HeaderAccount />);
    expect((await screen.findByRole('link', { name: 'Entrar' })).getAttribute('href')).toBe('/login');
    expect(screen.queryByText('Sair')).toBeNull();
  });

  it.each<[Role, boolean]>([
    ['admin', true],
    ['editor', true],
    ['contributor', true],
    ['user', false],
  ])('signed in as %s: initials, first name, profile link, Painel Admin=%s, Sair', async (role, staff) => {
    renderWith(sessionOf(role), <HeaderAccount />);
    expect(await screen.findByText('MS')).toBeTruthy();
    expect(screen.getByText('Maria')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Meu perfil/ }).getAttribute('href')).toBe('/perfil');
    expect(screen.queryByRole('link', { name: 'Painel Admin' }) !== null).toBe(staff);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it('Sair signs out and says so; a failure shows the header’s error toast', async () => {
    const ok = vi.fn(async () => {});
    renderWith(sessionOf('user', ok), <HeaderAccount />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByText('Sessão encerrada')).toBeTruthy());
    expect(screen.getByText('Você foi desconectado(a).')).toBeTruthy();
    expect(ok).toHaveBeenCalledOnce();
    cleanup();

    renderWith(
      sessionOf(
        'user',
        vi.fn(async () => Promise.reject(new Error('offline'))),
      ),
      <HeaderAccount />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByText('Erro ao sair')).toBeTruthy());
    expect(screen.getByText('Não foi possível encerrar a sessão.')).toBeTruthy();
  });
});

describe('MobileAccountMenu', () => {
  it('mirrors the header', async () => {
    renderWith(sessionOf('editor'), <MobileAccountMenu />);
    expect((await screen.findByRole('link', { name: 'Meu perfil' })).getAttribute('href')).toBe('/perfil');
    expect(screen.getByRole('link', { name: 'Painel Admin' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
    cleanup();
    renderWith(sessionOf(null), <MobileAccountMenu />);
    expect((await screen.findByRole('link', { name: 'Entrar' })).getAttribute('href')).toBe('/login');
  });
});
