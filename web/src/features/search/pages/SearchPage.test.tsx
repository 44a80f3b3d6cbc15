// The search page over a stubbed engine: empty, results with marks, no results, and a failure retried.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SearchHit } from '@pauta/model/search';

const search = vi.fn<(query: string) => Promise<SearchHit[]>>();
vi.mock('../api/engine', () => ({ searchEngine: { search: (q: string) => search(q) } }));

const { SearchPage } = await import('./SearchPage');

const hit: SearchHit = {
  id: 'a',
  slug: 'educacao-digital',
  title: 'Educação digital nas escolas',
  excerpt: 'Como a educação muda.',
  tags: [],
  category: 'tecnologia',
  author: 'Ana',
  publishedAt: '2026-01-01T12:00:00.000Z',
  imageUrl: '',
  score: 1,
  terms: ['educacao'],
};

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/busca" element={<SearchPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => search.mockReset());

describe('SearchPage', () => {
  it('asks for a word when there is no query, without searching', () => {
    renderAt('/busca');
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar' })).toBeTruthy();
    expect(screen.getByText('Digite uma palavra para buscar artigos.')).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
  });

  it('shows the results with the matched words marked and links to the article', async () => {
    search.mockResolvedValue([hit]);
    renderAt('/busca?q=educacao');
    expect(await screen.findByText('1 artigo encontrado')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados para "educacao"' })).toBeTruthy();
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Educação', 'educação']);
    expect(screen.getByRole('link', { name: 'Educação digital nas escolas' }).getAttribute('href')).toBe(
      '/artigo/educacao-digital',
    );
    expect(search).toHaveBeenCalledWith('educacao');
  });

  it('says when nothing matched and offers the topics', async () => {
    search.mockResolvedValue([]);
    renderAt('/busca?q=%20%20xyz%20');
    expect(await screen.findByText('Nenhum artigo encontrado para "xyz".')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar tópicos' }).getAttribute('href')).toBe('/topicos');
  });

  it('shows the error with a retry that searches again', async () => {
    search.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([hit]);
    renderAt('/busca?q=educacao');
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1 artigo encontrado')).toBeTruthy();
    expect(screen.queryByText('Não foi possível carregar a busca. Tente novamente.')).toBeNull();
  });

  it('a new query from the page field searches it', async () => {
    search.mockResolvedValue([]);
    renderAt('/busca?q=abc');
    await screen.findByText('Nenhum artigo encontrado para "abc".');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar artigos' }), { target: { value: 'robôs  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhum artigo encontrado para "robôs".')).toBeTruthy();
    expect(search).toHaveBeenLastCalledWith('robôs');
  });
});
