// Routing of the article page with a pre-filled query cache (no network): slug URLs, the id
// fallback, the older /artigo/{id} form replaced by /artigo/{slug}, and the not-found state.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
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

/** What the router shows, read by the assertions. */
interface Shown {
  pathname: string;
  action: string;
  back: () => void;
}

function Probe({ shown }: { shown: Shown }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  shown.pathname = location.pathname;
  shown.action = navigationType;
  shown.back = () => void navigate(-1);
  return null;
}

function setup(path: string, seed: (qc: QueryClient) => void): Shown {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(queryClient);
  const shown: Shown = { pathname: '', action: '', back: () => {} };
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
          <Probe shown={shown} />
          <Routes>
            <Route path="/" element={<p>home</p>} />
            <Route path="/artigo/id/:id" element={<ArticleByIdPage />} />
            <Route path="/artigo/:slug" element={<ArticleBySlugPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return shown;
}

describe('article page routing', () => {
  it('shows /artigo/{slug} and keeps the URL', async () => {
    const shown = setup('/artigo/ia-na-sala-de-aula', (qc) => {
      qc.setQueryData(queryKeys.articleRef(article.slug), article);
      qc.setQueryData(queryKeys.content(ID), '<p>Corpo do artigo</p>');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'IA na sala de aula' })).toBeTruthy();
    expect(screen.getByText('#IA')).toBeTruthy();
    // The body renderer (sanitizer + wiring) is a lazy chunk: the 10 s wait (testing/setup.ts) covers its import under load.
    expect(await screen.findByText('Corpo do artigo')).toBeTruthy();
    expect(shown.pathname).toBe('/artigo/ia-na-sala-de-aula');
    expect(shown.action).toBe('POP');
  });

  it('replaces the older /artigo/{id} with /artigo/{slug} in history (replace, not push)', async () => {
    const shown = setup(`/artigo/${ID}`, (qc) => {
      qc.setQueryData(queryKeys.articleRef(`id:${ID}`), article);
      qc.setQueryData(queryKeys.articleRef(article.slug), article);
      qc.setQueryData(queryKeys.content(ID), '<p>Corpo</p>');
    });
    await waitFor(() => expect(shown.pathname).toBe('/artigo/ia-na-sala-de-aula'));
    expect(shown.action).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'IA na sala de aula' })).toBeTruthy();
    act(() => shown.back());
    await waitFor(() => expect(shown.pathname).toBe('/'));
  });

  it('keeps /artigo/id/{id} as a stable fallback URL', async () => {
    const shown = setup(`/artigo/id/${ID}`, (qc) => {
      qc.setQueryData(queryKeys.articleRef(`id:${ID}`), article);
      qc.setQueryData(queryKeys.content(ID), '');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'IA na sala de aula' })).toBeTruthy();
    expect(shown.pathname).toBe(`/artigo/id/${ID}`);
  });

  it('opens an article already present in a cached list without a lookup', async () => {
    setup('/artigo/ia-na-sala-de-aula', (qc) => {
      qc.setQueryData(queryKeys.latest(6), [article]);
      qc.setQueryData(queryKeys.content(ID), '<p>x</p>');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'IA na sala de aula' })).toBeTruthy();
  });

  it('shows the not-found texts when there is no such article', async () => {
    setup('/artigo/nao-existe', (qc) => qc.setQueryData(queryKeys.articleRef('nao-existe'), null));
    expect(await screen.findByRole('heading', { name: 'Artigo não encontrado' })).toBeTruthy();
    expect(screen.getByText('O artigo que você está procurando não existe ou foi removido.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' }).getAttribute('href')).toBe('/');
  });
});
