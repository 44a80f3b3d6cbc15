// Routing of the article page with a pre-filled query cache (no network): slug URLs, the id
// fallback, the older /artigo/{id} form replaced by /artigo/{slug}, and the not-found state.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { queryKeys } from '../../../lib/query-keys';
import type { ArticleSummary } from '../../../lib/article-shape';
import { ArticleByIdPage, ArticleBySlugPage } from './ArticlePage';

const ID = 'k3JdH2mQp9ZxA1bC4dE5';
const article: ArticleSummary = {
  id: ID,
  slug: 'ia-na-sala-de-aula',
  title: 'IA na sala de aula',
  excerpt: 'Como professores usam IA.',
  imageUrl: '',
  category: 'tecnologia',
  categoryPath: '/categoria/tecnologia',
  date: '5 de março de 2025',
  rawDate: '2025-03-05T12:00:00.000Z',
  updatedAt: null,
  author: 'Ana Lima',
  authorId: 'u1',
  tags: ['IA', 'Educação'],
  featured: false,
  status: 'published',
};

function setup(path: string, seed: (qc: QueryClient) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(queryClient);
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/artigo/id/:id', element: <ArticleByIdPage /> },
      { path: '/artigo/:slug', element: <ArticleBySlugPage /> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('article page routing', () => {
  it('shows /artigo/{slug} and keeps the URL', async () => {
    const router = setup('/artigo/ia-na-sala-de-aula', (qc) => {
      qc.setQueryData(queryKeys.articleRef(article.slug), article);
      qc.setQueryData(queryKeys.content(ID), '<p>Corpo do artigo</p>');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IA na sala de aula' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('#IA')).toBeTruthy();
    // The body renderer (sanitizer + wiring) is a lazy chunk: allow for its import under load.
    expect(await screen.findByText('Corpo do artigo', {}, { timeout: 8000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/artigo/ia-na-sala-de-aula');
    expect(router.state.historyAction).toBe('POP');
  });

  it('replaces the older /artigo/{id} with /artigo/{slug} in history (replace, not push)', async () => {
    const router = setup(`/artigo/${ID}`, (qc) => {
      qc.setQueryData(queryKeys.articleRef(`id:${ID}`), article);
      qc.setQueryData(queryKeys.articleRef(article.slug), article);
      qc.setQueryData(queryKeys.content(ID), '<p>Corpo</p>');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/artigo/ia-na-sala-de-aula'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IA na sala de aula' }, { timeout: 5000 }),
    ).toBeTruthy();
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps /artigo/id/{id} as a stable fallback URL', async () => {
    const router = setup(`/artigo/id/${ID}`, (qc) => {
      qc.setQueryData(queryKeys.articleRef(`id:${ID}`), article);
      qc.setQueryData(queryKeys.content(ID), '');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IA na sala de aula' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/artigo/id/${ID}`);
  });

  it('opens an article already present in a cached list without a lookup', async () => {
    setup('/artigo/ia-na-sala-de-aula', (qc) => {
      qc.setQueryData(queryKeys.latest(6), [article]);
      qc.setQueryData(queryKeys.content(ID), '<p>x</p>');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IA na sala de aula' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('shows the not-found texts when there is no such article', async () => {
    setup('/artigo/nao-existe', (qc) => qc.setQueryData(queryKeys.articleRef('nao-existe'), null));
    expect(await screen.findByRole('heading', { name: 'Artigo não encontrado' })).toBeTruthy();
    expect(screen.getByText('O artigo que você está procurando não existe ou foi removido.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' }).getAttribute('href')).toBe('/');
  });
});
