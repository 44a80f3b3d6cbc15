// The newsletter function against our Firestore emulator and the local mail catcher (real SMTP):
// subscribe (JSON and plain form), validation, one record per address under concurrency, abuse
// limits per address and per IP, confirmation links, unsubscribe (RFC 8058 one-click) and erase.
import { READER_BUNDLE_TIMEOUT_MS } from '../reader-bundle';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_LIMITS } from '@pauta/model';
import { ClientRateLimiter } from '../../src/guards/client-rate-limit';
import { subscriberIdOf } from '../../src/newsletter/ids';
import { NEWSLETTER_RATE } from '../../src/newsletter/newsletter-http';
import { startBed, type Bed } from './bed';

let bed: Bed;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  bed = await startBed('demo-pauta-newsletter');
}, READER_BUNDLE_TIMEOUT_MS);
afterAll(() => bed?.stop());
beforeEach(() => bed.reset());

const subscriber = (email: string) => bed.db.collection('newsletterSubscribers').doc(subscriberIdOf(email)).get();

describe('subscribe', () => {
  it('JSON: stores a pending record with the consent and source, and mails a confirmation link', async () => {
    const answer = await bed.subscribeJson('  Leitora@Exemplo.com.BR ', 'rodape', '198.51.100.4');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      ok: true,
      title: 'Confirme sua inscrição',
      message: 'Enviamos um link para leitora@exemplo.com.br.',
      email: 'leitora@exemplo.com.br',
    });
    const snap = await subscriber('leitora@exemplo.com.br');
    expect(snap.data()).toMatchObject({
      email: 'leitora@exemplo.com.br',
      status: 'pending',
      source: 'rodape',
      consentText: NEWSLETTER_CONSENT_TEXT,
      consentVersion: 1,
      consentIp: '198.51.100.4',
      confirmedAt: null,
    });
    expect(snap.get('consentAt').toMillis()).toBe(bed.now);

    const [mail, ...more] = bed.mailsTo('leitora@exemplo.com.br');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Confirme sua inscrição na newsletter do Pauta');
    expect(mail!.from).toBe('newsletter@pauta.dev');
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<https:\/\/pauta\.example\/newsletter\/cancelar\?t=[\w.-]+>$/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain('https://pauta.example/newsletter/confirmar?t=');
    expect(mail!.text).toContain('Cancelar inscrição: https://pauta.example/newsletter/cancelar?t=');
    expect(mail!.html).toContain('Confirmar inscrição');
    expect(mail!.html).toContain('>Cancelar inscrição</a>');
  });

  it('a plain form post (no JavaScript) answers the rendered page', async () => {
    const answer = await bed.subscribeForm('forms@exemplo.com');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('html');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('<h1>Confirme sua inscrição</h1>');
    expect(answer.body).toContain('Enviamos um link para forms@exemplo.com.');
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    expect((await subscriber('forms@exemplo.com')).get('source')).toBe('rodape');
    expect(bed.mailsTo('forms@exemplo.com')).toHaveLength(1);
  });

  it.each(['', 'ana', 'ana@exemplo', 'ana souza@exemplo.com', 'ana@@exemplo.com'])(
    'rejects %j with a pt-BR error and stores nothing',
    async (email) => {
      const json = await bed.subscribeJson(email);
      expect(json.status).toBe(400);
      expect(json.json()).toEqual({ ok: false, error: 'Informe um email válido.' });
      const form = await bed.subscribeForm(email);
      expect(form.status).toBe(400);
      expect(form.body).toContain('Informe um email válido.');
      // The typed value comes back in the form, so nothing is lost.
      expect(form.body).toContain(`value="${email.replace(/"/g, '&quot;')}"`);
      expect((await bed.db.collection('newsletterSubscribers').get()).size).toBe(0);
      expect(bed.catcher.messages()).toHaveLength(0);
    },
  );

  it('a hostile typed value and source come back escaped, never as markup', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const form = await bed.request({
      method: 'POST',
      url: '/api/newsletter',
      body: { kind: 'form', data: { email: hostile, source: '"><b>x</b>' } },
    });
    expect(form.status).toBe(400);
    expect(form.body).not.toContain('<script>alert');
    expect(form.body).not.toContain('<img src=x');
    expect(form.body).not.toContain('<b>x</b>');
    expect(form.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(form.body).toMatch(/<input type="hidden" name="source" value="home"\/?>/);
  });

  it('only POST subscribes', async () => {
    const answer = await bed.request({ method: 'GET', url: '/api/newsletter' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
  });

  it('a repeated address (any case, any spacing) keeps one record', async () => {
    await bed.subscribeJson('ana@exemplo.com');
    bed.advance(2 * MINUTE);
    await bed.subscribeJson(' ANA@Exemplo.com ');
    const all = await bed.db.collection('newsletterSubscribers').get();
    expect(all.size).toBe(1);
    // The resend carries a link of the same pending period.
    expect(bed.mailsTo('ana@exemplo.com')).toHaveLength(2);
  });

  it('simultaneous subscribes of one address: one record, one mail', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => bed.subscribeJson('corrida@exemplo.com', 'home', `192.0.2.${i + 1}`)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await bed.db.collection('newsletterSubscribers').get()).size).toBe(1);
    expect(bed.mailsTo('corrida@exemplo.com')).toHaveLength(1);
  });

  it('per address: a mail at most once a minute and 3 a day; the answer does not tell', async () => {
    const email = 'alvo@exemplo.com';
    const send = async () =>
      (await bed.subscribeJson(email, 'home', `192.0.2.${Math.floor(bed.now / MINUTE) % 250}`)).status;
    expect(await send()).toBe(200);
    bed.advance(30_000);
    expect(await send()).toBe(200); // within the cooldown: held
    expect(bed.mailsTo(email)).toHaveLength(1);
    bed.advance(MINUTE);
    expect(await send()).toBe(200);
    bed.advance(MINUTE);
    expect(await send()).toBe(200);
    bed.advance(MINUTE);
    expect(await send()).toBe(200); // fourth of the day: held
    expect(bed.mailsTo(email)).toHaveLength(3);
    bed.advance(DAY);
    expect(await send()).toBe(200);
    expect(bed.mailsTo(email)).toHaveLength(4);
  });

  it('per IP: 10 requests an hour, then 429 for JSON and for the form, with Retry-After', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await bed.subscribeJson(`ip${i}@exemplo.com`, 'home', '203.0.113.9')).status).toBe(200);
    const json = await bed.subscribeJson('ip10@exemplo.com', 'home', '203.0.113.9');
    expect(json.status).toBe(429);
    expect(json.headers['retry-after']).toBe('3600');
    expect(json.json()).toEqual({ ok: false, error: 'Muitas tentativas. Tente novamente mais tarde.' });
    const form = await bed.subscribeForm('ip10@exemplo.com', 'rodape', '203.0.113.9');
    expect(form.status).toBe(429);
    expect(form.body).toContain('Muitas tentativas. Tente novamente mais tarde.');
    expect(bed.catcher.messages()).toHaveLength(10);
    expect((await subscriber('ip10@exemplo.com')).exists).toBe(false);
    // Another IP is not affected; an hour later this one may again.
    expect((await bed.subscribeJson('ip10@exemplo.com', 'home', '203.0.113.10')).status).toBe(200);
    bed.advance(61 * MINUTE);
    expect((await bed.subscribeJson('ip11@exemplo.com', 'home', '203.0.113.9')).status).toBe(200);
  });

  it('behind Hosting, the reader IP is the one the CDN appended to X-Forwarded-For', async () => {
    await bed.request({
      method: 'POST',
      url: '/api/newsletter',
      body: { kind: 'json', data: { email: 'cdn@exemplo.com' } },
      ip: '10.0.0.3',
      headers: { 'x-forwarded-for': '192.0.2.1, 198.51.100.77, 151.101.1.1', 'fastly-client-ip': '192.0.2.2' },
    });
    expect((await subscriber('cdn@exemplo.com')).get('consentIp')).toBe('198.51.100.77');
  });

  // The probe: 25 sign-ups from one machine, each with another Fastly-Client-IP (a header the
  // client writes): the machine's allowance holds, and only 10 confirmation mails leave.
  it('25 sign-ups from one machine claiming 25 Fastly-Client-IPs: 10 accepted, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const answer = await bed.request({
        method: 'POST',
        url: '/api/newsletter',
        body: { kind: 'json', data: { email: `forjado${i}@exemplo.com` } },
        ip: '203.0.113.50',
        headers: { 'fastly-client-ip': `198.51.100.${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(bed.catcher.messages()).toHaveLength(10);
  });

  // Whatever addresses the requests come from, the site mails at most so many per hour, and so many
  // to one recipient domain (a flood from many machines cannot turn the site into a mailer).
  it('the site’s hourly mail ceilings hold whatever address asks', async () => {
    const { mailsPerHour, mailsPerDomainPerHour } = NEWSLETTER_LIMITS;
    const ask = (email: string, i: number) => bed.subscribeJson(email, 'home', `198.18.${i >> 8}.${i & 255}`);
    for (let i = 0; i < mailsPerDomainPerHour; i += 1)
      expect((await ask(`pessoa${i}@empresa.com.br`, i)).status).toBe(200);
    const overDomain = await ask('mais-uma@empresa.com.br', 1000);
    expect(overDomain.status).toBe(429);
    expect(overDomain.json()).toEqual({ ok: false, error: 'Muitas tentativas. Tente novamente mais tarde.' });
    expect((await subscriber('mais-uma@empresa.com.br')).exists).toBe(false);
    // Other domains go on until the hour's ceiling.
    let i = mailsPerDomainPerHour;
    while (i < mailsPerHour) {
      expect((await ask(`leitor${i}@dominio${i % 50}.com`, 2000 + i)).status).toBe(200);
      i += 1;
    }
    expect((await ask('depois@outro.com', 5000)).status).toBe(429);
    expect(bed.catcher.messages()).toHaveLength(mailsPerHour);
    // The next clock hour mails again.
    bed.advance(61 * MINUTE);
    expect((await ask('depois@outro.com', 5001)).status).toBe(200);
  }, 180_000);

  it('a mail server failure answers 503 and gives the address its slot back', async () => {
    bed.catcher.setFailures({ tempFail: ['falha@exemplo.com'] });
    const answer = await bed.subscribeJson('falha@exemplo.com');
    expect(answer.status).toBe(503);
    expect(answer.json()).toEqual({
      ok: false,
      error: 'Não foi possível enviar o email agora. Tente novamente em alguns minutos.',
    });
    bed.catcher.setFailures({});
    expect((await bed.subscribeJson('falha@exemplo.com')).status).toBe(200);
    expect(bed.mailsTo('falha@exemplo.com')).toHaveLength(1);
  });
});

describe('confirm, unsubscribe, erase', () => {
  it('the mailed link confirms; again it still says confirmed; an already confirmed address gets a notice', async () => {
    await bed.subscribeJson('conf@exemplo.com');
    const link = bed.linkIn('conf@exemplo.com', '/newsletter/confirmar');
    bed.advance(MINUTE);
    const page = await bed.request({ url: link });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Inscrição confirmada!</h1>');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const snap = await subscriber('conf@exemplo.com');
    expect(snap.get('status')).toBe('confirmed');
    expect(snap.get('confirmedAt').toMillis()).toBe(bed.now);
    expect((await bed.request({ url: link })).body).toContain('Inscrição confirmada!');

    bed.advance(2 * MINUTE);
    await bed.subscribeJson('conf@exemplo.com');
    const mails = bed.mailsTo('conf@exemplo.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirme sua inscrição na newsletter do Pauta',
      'Você já está inscrito na newsletter do Pauta',
    ]);
    expect((await subscriber('conf@exemplo.com')).get('status')).toBe('confirmed');
  });

  it('a HEAD (link scanners) confirms nothing', async () => {
    await bed.subscribeJson('head@exemplo.com');
    await bed.request({ method: 'HEAD', url: bed.linkIn('head@exemplo.com', '/newsletter/confirmar') });
    expect((await subscriber('head@exemplo.com')).get('status')).toBe('pending');
  });

  it('an expired link (7 days) says so and offers the form; a tampered one is invalid', async () => {
    await bed.subscribeJson('exp@exemplo.com');
    const link = bed.linkIn('exp@exemplo.com', '/newsletter/confirmar');
    bed.advance(7 * DAY);
    const expired = await bed.request({ url: link });
    expect(expired.status).toBe(410);
    expect(expired.body).toContain('<h1>Link expirado</h1>');
    expect(expired.body).toContain('action="/api/newsletter"');
    const tampered = await bed.request({ url: link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toContain('<h1>Link inválido</h1>');
    expect((await bed.request({ url: '/newsletter/confirmar' })).status).toBe(400);
    expect((await subscriber('exp@exemplo.com')).get('status')).toBe('pending');
  });

  it('unsubscribe: GET only asks; a one-click POST (no sign-in) unsubscribes, idempotently', async () => {
    await bed.subscribeJson('sair@exemplo.com');
    await bed.request({ url: bed.linkIn('sair@exemplo.com', '/newsletter/confirmar') });
    const unsubscribe = bed.mailsTo('sair@exemplo.com')[0]!.headers['list-unsubscribe']!.slice(1, -1);
    const path = unsubscribe.replace('https://pauta.example', '');

    const ask = await bed.request({ url: path });
    expect(ask.status).toBe(200);
    expect(ask.body).toContain('<h1>Cancelar inscrição</h1>');
    expect(ask.body).toContain('sair@exemplo.com');
    expect((await subscriber('sair@exemplo.com')).get('status')).toBe('confirmed');

    bed.advance(MINUTE);
    const done = await bed.request({
      method: 'POST',
      url: path,
      body: { kind: 'form', data: { 'List-Unsubscribe': 'One-Click' } },
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('<h1>Inscrição cancelada</h1>');
    const after = await subscriber('sair@exemplo.com');
    expect(after.get('status')).toBe('unsubscribed');
    const at = after.get('unsubscribedAt').toMillis();

    bed.advance(MINUTE);
    const again = await bed.request({ method: 'POST', url: path });
    expect(again.body).toContain('Inscrição cancelada');
    expect((await subscriber('sair@exemplo.com')).get('unsubscribedAt').toMillis()).toBe(at);
    // The visible link, opened later, shows the same page.
    expect((await bed.request({ url: path })).body).toContain('<h1>Inscrição cancelada</h1>');
  });

  it('after unsubscribing, an old confirmation link does not resubscribe; subscribing again starts a new period', async () => {
    await bed.subscribeJson('volta@exemplo.com');
    const oldConfirm = bed.linkIn('volta@exemplo.com', '/newsletter/confirmar');
    await bed.request({ url: oldConfirm });
    await bed.request({ method: 'POST', url: bed.linkIn('volta@exemplo.com', '/newsletter/cancelar') });

    const stale = await bed.request({ url: oldConfirm });
    expect(stale.status).toBe(410);
    expect(stale.body).toContain('Link inválido');
    expect((await subscriber('volta@exemplo.com')).get('status')).toBe('unsubscribed');

    bed.advance(2 * MINUTE);
    await bed.subscribeJson('volta@exemplo.com', 'rodape');
    expect((await subscriber('volta@exemplo.com')).get('status')).toBe('pending');
    expect((await bed.request({ url: oldConfirm })).status).toBe(410);
    await bed.request({ url: bed.linkIn('volta@exemplo.com', '/newsletter/confirmar') });
    expect((await subscriber('volta@exemplo.com')).get('status')).toBe('confirmed');
  });

  it('erase removes the record and its send records (LGPD)', async () => {
    await bed.subscribeJson('apagar@exemplo.com');
    const id = subscriberIdOf('apagar@exemplo.com');
    await bed.db.doc('newsletterDigests/diario-2025-03-09').set({ status: 'sent', articles: [] });
    await bed.db.doc(`newsletterDigests/diario-2025-03-09/sends/${id}`).set({ status: 'sent', attempts: 1 });
    await bed.db.doc(`newsletterDigests/diario-2025-03-09/sends/outro`).set({ status: 'sent', attempts: 1 });
    const path = bed.linkIn('apagar@exemplo.com', '/newsletter/cancelar');
    const unsubscribed = await bed.request({ method: 'POST', url: path });
    expect(unsubscribed.body).toContain('Excluir meus dados');
    const token = new URL(path, 'http://x').searchParams.get('t')!;
    const erased = await bed.request({
      method: 'POST',
      url: '/newsletter/excluir',
      body: { kind: 'form', data: { t: token } },
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toContain('<h1>Dados excluídos</h1>');
    expect((await subscriber('apagar@exemplo.com')).exists).toBe(false);
    expect((await bed.db.doc(`newsletterDigests/diario-2025-03-09/sends/${id}`).get()).exists).toBe(false);
    expect((await bed.db.doc(`newsletterDigests/diario-2025-03-09/sends/outro`).get()).exists).toBe(true);
    const bad = await bed.request({
      method: 'POST',
      url: '/newsletter/excluir',
      body: { kind: 'form', data: { t: 'x.y' } },
    });
    expect(bad.status).toBe(400);
  });

  it('unknown paths under /newsletter are a noindex 404 page', async () => {
    const answer = await bed.request({ url: '/newsletter/outra' });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('noindex');
  });
});

describe('per-client limit (in front of every route)', () => {
  it('after the burst one client gets 429 on the link pages and on subscribe, with nothing stored or sent; others are served', async () => {
    bed.limiter = new ClientRateLimiter(NEWSLETTER_RATE);
    const flooder = '203.0.113.50';
    const badLink = () => bed.request({ url: '/newsletter/confirmar?t=x.y', ip: flooder });
    for (let i = 0; i < NEWSLETTER_RATE.burst; i += 1) expect((await badLink()).status).toBe(400);

    const page = await badLink();
    expect(page.status).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Muitas tentativas. Tente novamente mais tarde.');
    const unsubscribe = await bed.request({ method: 'POST', url: '/newsletter/cancelar?t=x.y', ip: flooder });
    expect(unsubscribe.status).toBe(429);
    const json = await bed.subscribeJson('flood@exemplo.com', 'home', flooder);
    expect(json.status).toBe(429);
    expect(json.json()).toEqual({ ok: false, error: 'Muitas tentativas. Tente novamente mais tarde.' });
    const form = await bed.subscribeForm('flood@exemplo.com', 'rodape', flooder);
    expect(form.status).toBe(429);
    expect(form.body).toContain('Muitas tentativas. Tente novamente mais tarde.');
    expect((await subscriber('flood@exemplo.com')).exists).toBe(false);
    expect(bed.catcher.messages()).toHaveLength(0);

    // Another address is served; the flooder again once its bucket refilled one request.
    expect((await bed.subscribeJson('outra@exemplo.com', 'home', '198.51.100.20')).status).toBe(200);
    bed.advance(60_000 / NEWSLETTER_RATE.perMinute);
    expect((await badLink()).status).toBe(400);
    expect((await badLink()).status).toBe(429);
  });
});
