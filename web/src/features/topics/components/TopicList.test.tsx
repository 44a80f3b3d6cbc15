// The topics list over a pre-filled cache (no network): counts, links, search and its empty state.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { queryKeys } from '../../../lib/query-keys';
import { toTagCounts } from '../lib/tag-counts';
import { TopicList } from './TopicList';
import { TrendingTopicsPanel } from './TrendingTopicsPanel';

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(
    queryKeys.tagStats(),
    toTagCounts({
      ia: { label: 'IA', count: 3 },
      startup: { label: 'Startup', count: 1 },
      'inteligencia artificial': { label: 'Inteligência Artificial', count: 2 },
      futebol: { label: 'Futebol', count: 5 },
      tecnologia: { label: 'Tecnologia', count: 4 },
      ciencia: { label: 'Ciência', count: 1 },
    }),
  );
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('<TopicList>', () => {
  it('lists every tag with a link and an artigo/artigos count', () => {
    renderWith(<TopicList />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '#Futebol5 artigos',
      '#Tecnologia4 artigos',
      '#IA3 artigos',
      '#Inteligência Artificial2 artigos',
      '#Ciência1 artigo',
      '#Startup1 artigo',
    ]);
    expect(links[3].getAttribute('href')).toBe('/tag/Intelig%C3%AAncia%20Artificial');
  });

  it('filters with a trimmed, case-insensitive search and shows the empty state', () => {
    renderWith(<TopicList />);
    const search = screen.getByPlaceholderText('Pesquisar por tópicos...');
    fireEvent.change(search, { target: { value: '  INTELIG ' } });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['#Inteligência Artificial2 artigos']);
    fireEvent.change(search, { target: { value: 'xyz' } });
    expect(screen.getByText('Nenhum tópico encontrado.')).toBeTruthy();
  });
});

describe('<TrendingTopicsPanel>', () => {
  it('shows the top 5 and filters by group', () => {
    renderWith(<TrendingTopicsPanel />);
    const topLinks = () => screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/tag/'));
    expect(topLinks()).toHaveLength(5);
    fireEvent.change(screen.getByLabelText('Filtrar tópicos por categoria'), { target: { value: 'tech' } });
    // The spec's keywords are English/Portuguese words ('ai', not 'ia'): IA stays in 'other'.
    expect(topLinks().map((a) => a.textContent)).toEqual(['1. #Tecnologia']);
    fireEvent.change(screen.getByLabelText('Filtrar tópicos por categoria'), { target: { value: 'business' } });
    expect(topLinks().map((a) => a.textContent)).toEqual(['1. #Startup']);
    fireEvent.change(screen.getByLabelText('Filtrar tópicos por categoria'), { target: { value: 'other' } });
    expect(topLinks().map((a) => a.textContent)).toEqual(['1. #Futebol', '2. #IA', '3. #Inteligência Artificial']);
  });
});
