import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumbs } from './Breadcrumbs';
import { BreadcrumbLabelProvider } from './BreadcrumbContext';

function renderAt(path: string, title?: string) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <BreadcrumbLabelProvider value={title ?? null}>
          <Breadcrumbs />
        </BreadcrumbLabelProvider>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('<Breadcrumbs>', () => {
  it('renders nothing on the home page (a single item)', () => {
    const { container } = renderAt('/');
    expect(container.querySelector('nav')).toBeNull();
  });

  it('links Início and marks the current page', () => {
    renderAt('/privacidade');
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(screen.getByRole('link', { name: 'Início' }).getAttribute('href')).toBe('/');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Privacidade');
  });

  it('shows the title a page provides for its last item', () => {
    renderAt('/artigo/ia-na-escola', 'IA na escola');
    expect(screen.getByText('IA na escola').getAttribute('aria-current')).toBe('page');
  });
});
