// The admin shell's 'Sair': a failed sign-out keeps the person in the panel with the admin toast
// and 'Erro ao fazer logout' beside the button until the next attempt.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ProfileDoc } from '@pauta/model';
import { SessionContext, type Session } from '../../auth';
import { AdminLayout } from './AdminLayout';

function renderLayout(signOut: Session['signOut']) {
  const user = { id: 'u1', name: 'Rafael Souza', email: 'editor@pauta.dev', role: 'editor' as const, avatarUrl: null };
  const session: Session = {
    status: 'signed-in',
    user,
    role: 'editor',
    profile: { ...user } as unknown as ProfileDoc,
    notice: null,
    refreshProfile: vi.fn(async () => {}),
    completeSignIn: vi.fn(),
    signOut,
  };
  return render(
    <MantineProvider>
      <Notifications />
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/admin/dashboard']}>
          <Routes>
            <Route path="/admin" element={<p>Login do painel</p>} />
            <Route path="/admin/*" element={<AdminLayout />}>
              <Route path="dashboard" element={<p>Painel</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </MantineProvider>,
  );
}

describe('AdminLayout sign-out', () => {
  it("a failure: the admin toast and 'Erro ao fazer logout', still in the panel; the next try signs out", async () => {
    const signOut = vi.fn<Session['signOut']>().mockRejectedValueOnce(new Error('storage locked'));
    signOut.mockResolvedValueOnce(undefined);
    renderLayout(signOut);
    fireEvent.click(screen.getAllByRole('button', { name: 'Sair' })[0]!);
    expect(await screen.findByText('Erro ao fazer logout')).toBeTruthy();
    expect(screen.getByText('Erro ao fazer logout').getAttribute('role')).toBe('alert');
    await waitFor(() => expect(screen.getByText('Erro ao realizar logout')).toBeTruthy());
    expect(screen.getByText('Ocorreu um problema ao tentar desconectar.')).toBeTruthy();
    expect(screen.getByText('Painel')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Sair' })[0]!);
    expect(await screen.findByText('Login do painel')).toBeTruthy();
    expect(screen.queryByText('Erro ao fazer logout')).toBeNull();
  });
});
