import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { NewsletterCard } from './NewsletterCard';

function renderCard(fetchImpl: typeof fetch) {
  vi.stubGlobal('fetch', fetchImpl);
  return render(
    <MantineProvider>
      <NewsletterCard />
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('<NewsletterCard>', () => {
  it('is a real form posting to the newsletter function (works without JavaScript)', () => {
    const { container } = renderCard((() => new Promise(() => {})) as typeof fetch);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/newsletter');
    expect((form.querySelector('input[name="source"]') as HTMLInputElement).value).toBe('home');
    expect(form.querySelector('input[name="email"][type="email"][required]')).not.toBeNull();
  });

  it("sends with fetch: 'Inscrevendo...', then the confirmation texts, the field cleared", async () => {
    let resolve!: (r: Response) => void;
    renderCard((() => new Promise<Response>((r) => (resolve = r))) as typeof fetch);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'ana@exemplo.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    expect(screen.getByRole('button', { name: 'Inscrevendo...' })).toBeTruthy();
    resolve(
      new Response(
        JSON.stringify({
          ok: true,
          title: 'Confirme sua inscrição',
          message: 'Enviamos um link para ana@exemplo.com.',
          email: 'ana@exemplo.com',
        }),
      ),
    );
    expect(await screen.findByText('Confirme sua inscrição')).toBeTruthy();
    expect(screen.getByText('Enviamos um link para ana@exemplo.com.')).toBeTruthy();
    expect(input.value).toBe('');
  });

  it('keeps the typed address and shows the error', async () => {
    renderCard(
      (async () =>
        new Response(JSON.stringify({ ok: false, error: 'Informe um email válido.' }), {
          status: 400,
        })) as typeof fetch,
    );
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'ana@exemplo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Informe um email válido.');
    expect(input.value).toBe('ana@exemplo');
  });
});
