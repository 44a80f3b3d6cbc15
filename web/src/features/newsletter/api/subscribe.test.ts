import { describe, expect, it } from 'vitest';
import { CONNECTION_ERROR, postSubscription } from './subscribe';

const answering = (status: number, body: unknown) =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe('/api/newsletter');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@exemplo.com', source: 'rodape' });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;

describe('postSubscription', () => {
  it('passes the confirmation texts through', async () => {
    const ok = {
      ok: true,
      title: 'Confirme sua inscrição',
      message: 'Enviamos um link para ana@exemplo.com.',
      email: 'ana@exemplo.com',
    };
    expect(await postSubscription('ana@exemplo.com', 'rodape', answering(200, ok))).toEqual(ok);
  });

  it("shows the server's pt-BR error", async () => {
    expect(
      await postSubscription(
        'ana@exemplo.com',
        'rodape',
        answering(429, { ok: false, error: 'Muitas tentativas. Tente novamente mais tarde.' }),
      ),
    ).toEqual({ ok: false, error: 'Muitas tentativas. Tente novamente mais tarde.' });
  });

  it('a page that is not the JSON answer (a proxy error) is the generic failure', async () => {
    expect(await postSubscription('ana@exemplo.com', 'rodape', answering(502, '<html>Bad gateway</html>'))).toEqual({
      ok: false,
      error: 'Não foi possível enviar o email agora. Tente novamente em alguns minutos.',
    });
  });

  it('no connection says so', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await postSubscription('ana@exemplo.com', 'rodape', offline)).toEqual({
      ok: false,
      error: CONNECTION_ERROR,
    });
  });
});
