import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Router } from 'react-router-dom';
import type { ReactNode } from 'react';
import { SessionContext, type Session } from '../hooks/use-session';
import { initialSessionState } from '../lib/session-state';
import { AccountIsland } from './AccountIslands';

const signedOut = {
  ...initialSessionState,
  status: 'signed-out',
  notice: null,
  refreshProfile: vi.fn(async () => {}),
  completeSignIn: vi.fn(),
  signOut: vi.fn(async () => {}),
} as Session;

const navigator = { createHref: String, push: vi.fn(), replace: vi.fn(), go: vi.fn() };

// As the island is on a reader page: its router stays on the address the page was rendered for.
const island = (location: string): ReactNode => (
  <MantineProvider>
    <SessionContext.Provider value={signedOut}>
      <Router location={location} navigator={navigator}>
        <AccountIsland />
      </Router>
    </SessionContext.Provider>
  </MantineProvider>
);

// The hydrated island is no testing-library render: unmounted here (its hashchange listener goes
// with it), even when the test failed, so that nothing of it is left in the window the next file shares.
let hydrated: { root: Root; container: HTMLElement } | undefined;
afterEach(() => {
  if (hydrated) {
    const { root, container } = hydrated;
    act(() => root.unmount());
    container.remove();
    hydrated = undefined;
  }
  window.history.replaceState(null, '', '/');
});

describe('AccountIsland (server-rendered, hydrated in place)', () => {
  it('hydrates an address with a sign-in error without a mismatch, then says what went wrong; a later hash is followed', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(island('/'));
    document.body.append(container);
    window.history.replaceState(null, '', '/#error=server_error&error_description=Ligue+0800');

    const recoverable = vi.fn();
    await act(async () => {
      const root = hydrateRoot(container, island('/#error=server_error&error_description=Ligue+0800'), {
        onRecoverableError: recoverable,
      });
      hydrated = { root, container };
    });
    expect(
      await screen.findByText('O serviço de autenticação encontrou um erro. Tente novamente em instantes.'),
    ).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toContain('0800');

    // A sign-in link opened in the same tab: only the hash changes.
    await act(async () => {
      window.history.replaceState(null, '', '/#error=golpe&error_description=Pague+o+boleto');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(screen.getByText('Ocorreu um erro durante a autenticação.')).toBeTruthy());
    expect(document.body.textContent).not.toContain('boleto');
  });
});
