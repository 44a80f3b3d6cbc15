// lazyPage: a preloaded page renders without suspending (no fallback, no reveal delay); a page
// that loaded while mounted keeps its state when the route renders it again (new params).
import { Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { lazyPage, preloadPage } from './lazy-page';

function Counter() {
  const [count, setCount] = useState(0);
  const { slug } = useParams();
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      cliques: {count} em {slug}
    </button>
  );
}

const inRouter = (element: ReactNode) => (
  <MemoryRouter initialEntries={['/artigo/a']}>
    <Link to="/artigo/b">mesma rota</Link>
    <Suspense fallback={<p>carregando</p>}>
      <Routes>
        <Route path="/artigo/:slug" element={element} />
      </Routes>
    </Suspense>
  </MemoryRouter>
);

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the fallback', async () => {
    const prefetched: string[] = [];
    const page = lazyPage(
      async () => Counter,
      () => prefetched.push('dados'),
    );
    await preloadPage(page, {});
    render(inRouter(page));
    expect(screen.getByRole('button', { name: /^cliques: 0/ })).toBeTruthy();
    expect(screen.queryByText('carregando')).toBeNull();
    expect(prefetched.length).toBeGreaterThan(0);
  });

  it('shows the fallback while the chunk loads, then keeps the page mounted', async () => {
    let resolve: (component: typeof Counter) => void = () => {};
    const page = lazyPage(() => new Promise((done) => (resolve = done)));
    render(inRouter(page));
    expect(screen.getByText('carregando')).toBeTruthy();
    await act(async () => resolve(Counter));
    fireEvent.click(await screen.findByRole('button', { name: /^cliques: 0/ }));
    fireEvent.click(screen.getByRole('link', { name: 'mesma rota' })); // the page renders again
    expect(await screen.findByRole('button', { name: 'cliques: 1 em b' })).toBeTruthy();
  });
});
