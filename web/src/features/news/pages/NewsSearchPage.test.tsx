import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { NewsItem, NewsRequest, NewsResponse } from '@pauta/model';
import type { ArticlePrefillState } from '@pauta/model';
import { NewsSearchPage } from './NewsSearchPage';

const callFetchNews = vi.fn<(request: NewsRequest) => Promise<NewsResponse>>();
vi.mock('../api/call-fetch-news', () => ({ callFetchNews: (request: NewsRequest) => callFetchNews(request) }));
const pautas = vi.hoisted(() => ({ hasPautaFor: vi.fn(), savePauta: vi.fn() }));
vi.mock('../api/pautas', () => pautas);
// The toasts as the page asks for them (they still show: the real functions run).
const toasts = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyWarning: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../lib/notify')>();
  toasts.notifySuccess.mockImplementation(real.notifySuccess);
  toasts.notifyWarning.mockImplementation(real.notifyWarning);
  toasts.notifyError.mockImplementation(real.notifyError);
  return { ...real, ...toasts };
});
vi.mock('../../auth', () => ({
  useSession: () => ({ status: 'signed-in', role: 'editor', user: { id: 'u-rafael', name: 'Rafael Souza' } }),
}));

const item = (n: number): NewsItem => ({
  title: `Manchete ${n}`,
  url: `https://fonte.com.br/${n}`,
  source: 'fonte.com.br',
  publishedAt: '2026-11-23T10:40:00.000Z',
});
const page = (news: NewsItem[], currentPage = 1, totalPages = 1): NewsResponse => ({
  news,
  pagination: { currentPage, totalPages, totalItems: news.length },
});

function EditorProbe() {
  const state = useLocation().state as ArticlePrefillState | null;
  return <pre data-testid="prefill">{JSON.stringify(state?.prefill)}</pre>;
}

function renderPage() {
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/admin/trends']}>
          <Routes>
            <Route path="/admin/trends" element={<NewsSearchPage />} />
            <Route path="/admin/articles/new" element={<EditorProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const PROMPT = 'Selecione uma categoria ou use a barra de pesquisa para buscar notícias.';

beforeEach(() => {
  callFetchNews.mockReset();
  pautas.hasPautaFor.mockReset();
  pautas.savePauta.mockReset();
  // Cleared, not reset: their implementations are the real toasts.
  for (const toast of Object.values(toasts)) toast.mockClear();
});

describe('NewsSearchPage', () => {
  it('fetches on open with 3 skeleton rows, then lists headlines with a safe source link', async () => {
    let resolve!: (r: NewsResponse) => void;
    callFetchNews.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Buscar Notícias' })).toBeTruthy();
    expect(screen.getAllByTestId('news-skeleton')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Buscando...' })).toBeTruthy();
    expect(callFetchNews).toHaveBeenCalledWith(
      expect.objectContaining({ tag: '', category: 'all', page: 1, fetchAttempt: 1 }),
    );
    resolve(page([item(1), item(2)]));
    const link = (await screen.findAllByRole('link', { name: 'fonte.com.br' }))[0];
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getAllByTestId('news-date')[0].textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(screen.queryByRole('navigation', { name: 'Páginas de notícias' })).toBeNull();
  });

  it('shows pagination when there is more than one page and fetches the clicked page', async () => {
    callFetchNews.mockResolvedValueOnce(page([item(1)], 1, 2)).mockResolvedValueOnce(page([item(11)], 2, 2));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Manchete 11')).toBeTruthy();
    expect(callFetchNews).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
  });

  it('shows the error with retry, then the demo-data notice after a repeated failure', async () => {
    let reject!: (error: Error) => void;
    callFetchNews
      .mockRejectedValueOnce(new Error('Erro ao chamar a função: internal'))
      .mockReturnValueOnce(new Promise((_, r) => (reject = r)));
    renderPage();
    expect(
      await screen.findAllByText('Não foi possível buscar as notícias: Erro ao chamar a função: internal'),
    ).not.toHaveLength(0);
    expect(screen.getByText('Falha ao buscar notícias.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Tentando...' })).toBeTruthy();
    reject(new Error('Erro ao chamar a função: internal'));
    expect(await screen.findAllByText('Usando dados de demonstração')).not.toHaveLength(0);
    expect(screen.getByText('Exibindo dados locais de demonstração...')).toBeTruthy();
    expect(callFetchNews).toHaveBeenLastCalledWith(expect.objectContaining({ fetchAttempt: 2 }));
    // No demo headline is set: the results invite a new search instead of repeating the failure.
    expect(screen.getByText(PROMPT)).toBeTruthy();
    expect(screen.queryByText('Falha ao buscar notícias.')).toBeNull();
  });

  it('counts every fetch: a failure after a success shows the demo notice with the idle prompt, not the error', async () => {
    callFetchNews
      .mockResolvedValueOnce(page([item(1)]))
      .mockRejectedValueOnce(new Error('Os provedores de notícias não responderam.'));
    renderPage();
    await screen.findByText('Manchete 1');
    expect(screen.queryByText(PROMPT)).toBeNull();
    fireEvent.change(screen.getByLabelText('Termo de pesquisa (opcional)'), { target: { value: 'hospitais' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const notice = await screen.findByTestId('news-failure');
    expect(notice.textContent).toContain('Usando dados de demonstração');
    expect(notice.textContent).toContain('Exibindo dados locais de demonstração...');
    expect(notice.textContent).not.toContain('Não foi possível buscar as notícias');
    expect(callFetchNews).toHaveBeenLastCalledWith(expect.objectContaining({ tag: 'hospitais', fetchAttempt: 2 }));
    expect(screen.getByText(PROMPT)).toBeTruthy();
    expect(screen.queryByText('Manchete 1')).toBeNull();
    expect(toasts.notifyWarning).toHaveBeenCalledWith(
      'Usando dados de demonstração',
      'Não foi possível conectar à API de notícias. Exibindo dados de demonstração.',
    );
  });

  it('says when nothing was found', async () => {
    callFetchNews.mockResolvedValueOnce(page([]));
    renderPage();
    expect(await screen.findAllByText('Nenhuma notícia encontrada')).not.toHaveLength(0);
    expect(screen.getAllByText('Tente com outra categoria ou termo de pesquisa.')).not.toHaveLength(0);
  });

  it('generates the outline after 1.5 s and opens the editor prefilled', async () => {
    callFetchNews.mockResolvedValueOnce(page([item(1)]));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar conteúdo' }));
    expect(screen.getByRole('button', { name: 'Gerando...' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Conteúdo Gerado' });
    fireEvent.click(screen.getByRole('button', { name: 'Criar Artigo' }));
    const prefill = JSON.parse((await screen.findByTestId('prefill')).textContent ?? '{}');
    expect(prefill.title).toBe('Manchete 1');
    expect(prefill.content).toContain('href="https://fonte.com.br/1"');
  });

  it('Salvar como pauta stores the headline, its source and the outline, and says when the source already had one', async () => {
    pautas.hasPautaFor.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    pautas.savePauta.mockResolvedValue('p1');
    callFetchNews.mockResolvedValueOnce(page([item(1), item(2)]));
    renderPage();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Gerar conteúdo' }))[0]!);
    await screen.findByRole('heading', { name: 'Conteúdo Gerado' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar como pauta' }));
    expect(await screen.findByRole('button', { name: 'Pauta salva' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver em Posts Gerados' }).getAttribute('href')).toBe(
      '/admin/generated-posts',
    );
    expect(toasts.notifySuccess).toHaveBeenCalledWith('Pauta salva', 'A pauta está em Posts Gerados.');
    const [outline, saver] = pautas.savePauta.mock.calls[0]!;
    expect(saver).toEqual({ uid: 'u-rafael', name: 'Rafael Souza' });
    expect(outline.item).toEqual(item(1));
    expect(outline.steps.length).toBeGreaterThan(0);

    // Another headline starts a new card; its source already had a pauta.
    fireEvent.click(screen.getAllByRole('button', { name: 'Gerar conteúdo' })[1]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar como pauta' }));
    await waitFor(() =>
      expect(toasts.notifyWarning).toHaveBeenCalledWith(
        'Pauta salva',
        'Esta notícia já tinha uma pauta: as duas aparecem marcadas em Posts Gerados.',
      ),
    );
  }, 15_000);

  it('a failed save keeps the card and says so', async () => {
    pautas.hasPautaFor.mockResolvedValueOnce(false);
    pautas.savePauta.mockRejectedValueOnce(new Error('permission-denied'));
    callFetchNews.mockResolvedValueOnce(page([item(3)]));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar conteúdo' }));
    await screen.findByRole('heading', { name: 'Conteúdo Gerado' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar como pauta' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Erro', 'Não foi possível salvar a pauta. Tente novamente.'),
    );
    expect(await screen.findByRole('button', { name: 'Salvar como pauta' })).toBeTruthy();
  });

  it('a new text search starts again at page 1', async () => {
    callFetchNews.mockResolvedValue(page([item(1)], 1, 1));
    renderPage();
    await screen.findByText('Manchete 1');
    fireEvent.change(screen.getByLabelText('Termo de pesquisa (opcional)'), { target: { value: ' vacinação ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(callFetchNews).toHaveBeenLastCalledWith(
        expect.objectContaining({ tag: 'vacinação', category: 'all', page: 1 }),
      ),
    );
  });
});
