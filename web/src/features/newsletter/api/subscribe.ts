// The subscribe endpoint (same origin, Hosting rewrites it to the newsletter function): the forms
// post to it as plain HTML forms too, and then the function answers a page instead of JSON.
import { NEWSLETTER_PATHS, NEWSLETTER_TEXTS, type NewsletterSource, type SubscribeResponse } from '@pauta/model';

export const CONNECTION_ERROR = 'Não foi possível conectar. Verifique sua conexão e tente de novo.';

export async function postSubscription(
  email: string,
  source: NewsletterSource,
  fetcher: typeof fetch = fetch,
): Promise<SubscribeResponse> {
  let response: Response;
  try {
    response = await fetcher(NEWSLETTER_PATHS.subscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, source }),
    });
  } catch {
    return { ok: false, error: CONNECTION_ERROR };
  }
  const body = (await response.json().catch(() => null)) as Partial<SubscribeResponse> | null;
  if (body?.ok === true && typeof body.title === 'string' && typeof body.message === 'string')
    return { ok: true, title: body.title, message: body.message, email: String(body.email ?? email) };
  const error = body && body.ok === false && typeof body.error === 'string' ? body.error : NEWSLETTER_TEXTS.sendFailed;
  return { ok: false, error };
}
