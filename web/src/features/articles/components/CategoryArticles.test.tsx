// A category's articles (the island of /categoria/{category}) over a query cache with the reads
// replaced (no network) and the sentinel's IntersectionObserver driven by the test: 9 cards, +9 each
// time the sentinel shows, back to 9 on another category and on coming back; Back returns to the
// grown list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { PageCursor } from '../../../lib/cursor';
import { createQueryClient } from '../../../lib/query-client';
import { fakeArticles, pageOf } from '../lib/fake-articles';
import { CategoryArticles } from './CategoryArticles';

function CategoryPage() {
  return <CategoryArticles slug={useParams().category!} />;
}

const reads = vi.hoisted(() => ({ pages: [] as string[] }));
vi.mock('../api/lists', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/lists')>()),
  categoryFilter: (slug: string) => Object.assign(() => [], { slug }),
}));
vi.mock('../../../lib/published-articles', () => ({
  fetchPublishedPage: async (filters: { slug: string }, size: number, cursor: PageCursor | null) => {
    const after = Number(cursor?.id.split('-')[1] ?? 0);
    reads.pages.push(`${filters.slug} after ${after}`);
    return pageOf(filters.slug, after, size, 40);
  },
}));

/** The sentinel's observers: `scrollToEnd` tells the newest one its element is in view. */
const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}
function scrollToEnd() {
  const live = observers.filter((o) => !o.disconnected).at(-1);
  if (!live) throw new Error('no sentinel is being observed');
  act(() => live.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
}

let navigate: ReturnType<typeof useNavigate>;
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

const cards = () => screen.getAllByRole('article');

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  reads.pages = [];
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/', '/categoria/tecnologia']} initialIndex={1}>
          <NavigateProbe />
          <Routes>
            <Route path="/categoria/:category" element={<CategoryPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
});

describe('CategoryArticles infinite scroll', () => {
  it('shows 9 cards, then 9 more each time the sentinel comes into view', async () => {
    await waitFor(() => expect(cards()).toHaveLength(9));
    scrollToEnd();
    await waitFor(() => expect(cards()).toHaveLength(18));
    scrollToEnd();
    await waitFor(() => expect(cards()).toHaveLength(27));
    expect(reads.pages).toEqual(['tecnologia after 0', 'tecnologia after 9', 'tecnologia after 18']);
    expect(screen.getByText(fakeArticles('tecnologia', 26, 27)[0]!.title)).toBeTruthy();
  });

  it('goes back to 9 on another category and on coming back; Back finds the grown list', async () => {
    await waitFor(() => expect(cards()).toHaveLength(9));
    scrollToEnd();
    await waitFor(() => expect(cards()).toHaveLength(18));

    act(() => void navigate('/categoria/saude'));
    await waitFor(() => expect(screen.getByText(fakeArticles('saude', 0, 1)[0]!.title)).toBeTruthy());
    expect(cards()).toHaveLength(9);

    act(() => void navigate('/categoria/tecnologia'));
    await waitFor(() => expect(screen.getByText(fakeArticles('tecnologia', 0, 1)[0]!.title)).toBeTruthy());
    expect(cards()).toHaveLength(9);

    // Back twice: the first visit's entry, where the reader had scrolled to 18 cards.
    act(() => void navigate(-1));
    await waitFor(() => expect(screen.getByText(fakeArticles('saude', 0, 1)[0]!.title)).toBeTruthy());
    act(() => void navigate(-1));
    await waitFor(() => expect(cards()).toHaveLength(18));
  });
});
