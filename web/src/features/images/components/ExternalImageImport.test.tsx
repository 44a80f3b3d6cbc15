// 'URL externa' failures as the person reads them: the function's timeout and unexpected failure
// arrive with codes the SDK also uses on its own, so they are told apart by the reason the function
// sends, never by the message.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { FunctionsError } from 'firebase/functions';
import { ExternalImageImport } from './ExternalImageImport';

const importExternalImage = vi.fn();
vi.mock('../api/import-external', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/import-external')>()),
  importExternalImage: (...args: unknown[]) => importExternalImage(...args),
}));

function importFailingWith(error: unknown) {
  importExternalImage.mockRejectedValueOnce(error);
  render(
    <MantineProvider>
      <Notifications />
      <ExternalImageImport />
    </MantineProvider>,
  );
  fireEvent.change(screen.getByLabelText('URL da imagem externa'), {
    target: { value: 'https://fotos.exemplo.com.br/praia.jpg' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Processar' }));
}

beforeEach(() => importExternalImage.mockReset());

describe('ExternalImageImport failures', () => {
  it("the function's timeout: 'Tempo esgotado ao tentar carregar a imagem'", async () => {
    importFailingWith(new FunctionsError('deadline-exceeded', 'deadline exceeded', { reason: 'timeout' }));
    expect(await screen.findByText('Tempo esgotado ao tentar carregar a imagem')).toBeTruthy();
    expect(screen.getByText('Erro no processamento')).toBeTruthy();
  });

  it("the function's unexpected failure: 'Erro ao processar imagem externa'", async () => {
    importFailingWith(new FunctionsError('unavailable', 'Service unavailable', { reason: 'failed' }));
    expect(await screen.findByText('Erro ao processar imagem externa')).toBeTruthy();
  });

  it("the SDK's own failure (no reason): 'Não foi possível processar a imagem externa.'", async () => {
    importFailingWith(new FunctionsError('deadline-exceeded', 'deadline-exceeded'));
    expect(await screen.findByText('Não foi possível processar a imagem externa.')).toBeTruthy();
  });
});
