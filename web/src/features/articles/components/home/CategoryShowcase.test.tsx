// 'Explore por Categoria' over the app's query cache with the reads replaced (no network): 6 cards,
// +6 per 'Carregar mais artigos', and back to 6 when the reader changes category and comes back,
// although the pages read before are still cached.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../../lib/query-client';
import { MemoryRouter } from 'react-router-dom';
import type { PageCursor } from '../../../../lib/cursor';
import { fakeArticles, pageOf } from '../../lib/fake-articles';
import { CategoryShowcase } from './CategoryShowcase';

const reads = vi.hoisted(() => ({ pages: [] as string[] }));
vi.mock('../../api/home', () => ({
  fetchHome: async () => ({
    featured: null,
    latest: [],
    recommendedPreview: '',
    showcase: { tecnologia: pageOf('tecnologia', 0, 6, 30), saude: pageOf('saude', 0, 6, 30) },
  }),
}));
vi.mock('../../../../lib/published-articles', () => ({
  // The cursor names the last card read ('tecnologia-6'): the next page of that category.
  fetchPublishedPage: async (_filters: unknown, size: number, cursor: PageCursor | null) => {
    const [slug, last] = (cursor?.id ?? '').split('-');
    reads.pages.push(`${slug} after ${last}`);
    return pageOf(slug!, Number(last), size, 30);
  },
}));

const cards = () => screen.getAllByRole('article');
const loadMore = () => screen.getByRole('button', { name: 'Carregar mais artigos' });

beforeEach(() => {
  reads.pages = [];
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        {/* Not the first entry: that one is always keyed 'default', and each test is a new history entry. */}
        <MemoryRouter initialEntries={['/antes', '/']} initialIndex={1}>
          <CategoryShowcase />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
});

describe('CategoryShowcase', () => {
  it("starts with 6 cards and adds 6 per 'Carregar mais artigos'", async () => {
    await waitFor(() => expect(cards()).toHaveLength(6));
    fireEvent.click(loadMore());
    await waitFor(() => expect(cards()).toHaveLength(12));
    fireEvent.click(loadMore());
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(reads.pages).toEqual(['tecnologia after 6', 'tecnologia after 12']);
    expect(screen.getByText(fakeArticles('tecnologia', 17, 18)[0]!.title)).toBeTruthy();
  });

  it('goes back to 6 when the reader changes category and comes back (the cached pages are not shown)', async () => {
    await waitFor(() => expect(cards()).toHaveLength(6));
    fireEvent.click(loadMore());
    await waitFor(() => expect(cards()).toHaveLength(12));
    fireEvent.click(screen.getByRole('button', { name: 'Saúde' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.getByText(fakeArticles('saude', 0, 1)[0]!.title)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tecnologia' }));
    await waitFor(() => expect(screen.getByText(fakeArticles('tecnologia', 0, 1)[0]!.title)).toBeTruthy());
    expect(cards()).toHaveLength(6);
    // Growing again shows the cached page at once, without reading it again.
    fireEvent.click(loadMore());
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(reads.pages).toEqual(['tecnologia after 6']);
  });
});
