// The daily digest and the admin's callable against our Firestore emulator and the mail catcher:
// which articles a window selects (Brasília time), nothing sent when nothing is new, batches at the
// configured rate, retries that send only the copies that failed, parallel runs that never
// double-send, and the role checks of newsletterAdmin.
import { READER_BUNDLE_TIMEOUT_MS } from '../reader-bundle';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterExport, NewsletterOverview, NewsletterSendResult } from '@pauta/model';
import { runDigest, type DigestDeps } from '../../src/newsletter/digest';
import { subscriberIdOf } from '../../src/newsletter/ids';
import { handleNewsletterAdmin, NEWSLETTER_ADMIN_ERRORS } from '../../src/newsletter/newsletter-admin';
import { startBed, type Bed } from './bed';

let bed: Bed;
const HOUR = 60 * 60 * 1000;
// 07h00 in Brasília on 10 March 2025.
const SEVEN_AM = Date.parse('2025-03-10T10:00:00Z');

beforeAll(async () => {
  bed = await startBed('demo-pauta-digest');
}, READER_BUNDLE_TIMEOUT_MS);
afterAll(() => bed?.stop());
beforeEach(async () => {
  await bed.reset();
  bed.now = SEVEN_AM + 5 * 60 * 1000;
});

function deps(over: Partial<DigestDeps> = {}): DigestDeps {
  return {
    db: bed.db,
    sender: bed.sender(),
    site: { title: 'Pauta', baseUrl: 'https://pauta.example' },
    tokenSecret: 'segredo-dos-testes',
    now: () => bed.now,
    sendRate: 1000,
    batchSize: 2,
    concurrency: 3,
    log: () => {},
    ...over,
  };
}

async function article(id: string, publishedAt: number | null, status = 'published', title = `Artigo ${id}`) {
  await bed.db.doc(`articles/${id}`).set({
    title,
    excerpt: `Resumo de ${id}`,
    imageUrl: '',
    category: 'tecnologia',
    categoryPath: '/categoria/tecnologia',
    featured: false,
    status,
    tags: [],
    tagKeys: [],
    slug: `artigo-${id}`,
    authorId: 'autor',
    authorName: 'Ana',
    createdAt: Timestamp.fromMillis(SEVEN_AM - 48 * HOUR),
    updatedAt: Timestamp.fromMillis(SEVEN_AM - 48 * HOUR),
    publishedAt: publishedAt === null ? null : Timestamp.fromMillis(publishedAt),
  });
}

async function subscriber(email: string, status = 'confirmed') {
  await bed.db.doc(`newsletterSubscribers/${subscriberIdOf(email)}`).set({
    email,
    status,
    source: 'home',
    confirmNonce: 'n',
    recentMails: [],
  });
}

const digestsTo = (email: string) => bed.mailsTo(email).filter((m) => m.subject.startsWith('Resumo Pauta'));

describe('digest selection', () => {
  it('lists the articles published in the 24 h before 07h00 Brasília, newest first, drafts never', async () => {
    await article('no-inicio', SEVEN_AM - 24 * HOUR);
    await article('antes-do-inicio', SEVEN_AM - 24 * HOUR - 1);
    await article('ultimo-minuto', SEVEN_AM - 1);
    await article('no-fim', SEVEN_AM);
    await article('meio', SEVEN_AM - 12 * HOUR);
    await article('rascunho', SEVEN_AM - HOUR, 'draft');
    await subscriber('leitor@exemplo.com');

    const result = await runDigest('schedule', deps());
    expect(result).toMatchObject({
      digestId: 'diario-2025-03-10',
      status: 'sent',
      articleCount: 3,
      sent: 1,
      failed: 0,
    });
    const stored = await bed.db.doc('newsletterDigests/diario-2025-03-10').get();
    expect((stored.get('articles') as { id: string }[]).map((a) => a.id)).toEqual([
      'ultimo-minuto',
      'meio',
      'no-inicio',
    ]);
    expect(stored.get('windowStart').toMillis()).toBe(SEVEN_AM - 24 * HOUR);
    expect(stored.get('windowEnd').toMillis()).toBe(SEVEN_AM);

    const [mail] = digestsTo('leitor@exemplo.com');
    expect(mail!.subject).toBe('Resumo Pauta — 10 de março de 2025');
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<https:\/\/pauta\.example\/newsletter\/cancelar\?t=/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers.precedence).toBe('bulk');
    expect(mail!.text).toContain('Os artigos publicados nas últimas 24 horas.');
    expect(mail!.text).toContain('https://pauta.example/artigo/artigo-ultimo-minuto');
    expect(mail!.html).toContain('Artigo meio');
    expect(mail!.html).not.toContain('Artigo rascunho');
    expect(mail!.html).not.toContain('Artigo no-fim');
  });

  it('a run at 06h59 Brasília sends the previous day’s edition', async () => {
    bed.now = SEVEN_AM - 60 * 1000;
    await article('ontem', SEVEN_AM - 30 * HOUR);
    await subscriber('leitor@exemplo.com');
    const result = await runDigest('schedule', deps());
    expect(result).toMatchObject({ digestId: 'diario-2025-03-09', articleCount: 1 });
  });

  it('sends nothing when nothing is new, and records the empty edition', async () => {
    await article('velho', SEVEN_AM - 30 * HOUR);
    await subscriber('leitor@exemplo.com');
    const result = await runDigest('schedule', deps());
    expect(result).toEqual({
      digestId: 'diario-2025-03-10',
      status: 'empty',
      articleCount: 0,
      sent: 0,
      failed: 0,
      retryable: 0,
    });
    expect(bed.catcher.messages()).toEqual([]);
  });

  it('an on-demand digest covers only what came after the previous one', async () => {
    await article('manha', SEVEN_AM - HOUR);
    await subscriber('leitor@exemplo.com');
    await runDigest('schedule', deps());
    bed.now = SEVEN_AM + 6 * HOUR;
    await article('tarde', SEVEN_AM + 5 * HOUR);
    const manual = await runDigest('manual', deps());
    expect(manual).toMatchObject({ digestId: 'manual-2025-03-10-130000', articleCount: 1, sent: 1 });
    const [, second] = digestsTo('leitor@exemplo.com');
    expect(second!.text).toContain('Os artigos publicados desde o último resumo.');
    expect(second!.text).toContain('Artigo tarde');
    expect(second!.text).not.toContain('Artigo manha');
  });
});

describe('digest sending', () => {
  it('mails confirmed subscribers only, in batches, at most sendRate per second', async () => {
    await article('novo', SEVEN_AM - HOUR);
    const confirmed = ['a@exemplo.com', 'b@exemplo.com', 'c@exemplo.com', 'd@exemplo.com', 'e@exemplo.com'];
    for (const email of confirmed) await subscriber(email);
    await subscriber('pendente@exemplo.com', 'pending');
    await subscriber('saiu@exemplo.com', 'unsubscribed');
    const sender = bed.sender();
    const starts: number[] = [];
    const began = Date.now();
    const result = await runDigest(
      'schedule',
      deps({ sendRate: 4, sender: { send: (mail) => (starts.push(Date.now()), sender.send(mail)) } }),
    );
    expect(result).toMatchObject({ sent: 5, failed: 0 });
    for (const email of confirmed) expect(digestsTo(email)).toHaveLength(1);
    expect(digestsTo('pendente@exemplo.com')).toHaveLength(0);
    expect(digestsTo('saiu@exemplo.com')).toHaveLength(0);
    // 4 per second: the k-th mail starts no sooner than k × 250 ms after the run began. A bound on
    // each start, not on the gaps between them: a send the machine's load holds up narrows the gap
    // to the next one, which still starts on time.
    expect(starts).toHaveLength(5);
    [...starts].sort((a, b) => a - b).forEach((start, k) => expect(start - began).toBeGreaterThanOrEqual(k * 250 - 1));
  });

  it('a failed batch retries without sending anyone a second copy', async () => {
    await article('novo', SEVEN_AM - HOUR);
    const all = ['a@exemplo.com', 'b@exemplo.com', 'c@exemplo.com', 'd@exemplo.com', 'e@exemplo.com'];
    for (const email of all) await subscriber(email);
    await subscriber('inexistente@exemplo.com');
    bed.catcher.setFailures({ tempFail: ['b@exemplo.com', 'd@exemplo.com'], reject: ['inexistente@exemplo.com'] });

    const first = await runDigest('schedule', deps());
    expect(first).toMatchObject({ sent: 3, failed: 3, retryable: 2 });
    const records = await bed.db.collection('newsletterDigests/diario-2025-03-10/sends').get();
    expect(records.size).toBe(6);
    const failed = records.docs.filter((d) => d.get('status') === 'failed');
    expect(failed.map((d) => d.get('permanent')).sort()).toEqual([false, false, true]);

    // The schedule retries (same day: same edition); the server takes mail again.
    bed.catcher.setFailures({ reject: ['inexistente@exemplo.com'] });
    bed.now += 10 * 60 * 1000;
    const retry = await runDigest('schedule', deps());
    expect(retry).toMatchObject({ digestId: 'diario-2025-03-10', sent: 5, failed: 1, retryable: 0 });
    for (const email of all) expect(digestsTo(email)).toHaveLength(1);

    const third = await runDigest('schedule', deps());
    expect(third).toMatchObject({ sent: 5, failed: 1 });
    for (const email of all) expect(digestsTo(email)).toHaveLength(1);
    expect(bed.catcher.messages()).toHaveLength(5);
  });

  it('two runs of one edition at once send each subscriber one copy', async () => {
    await article('novo', SEVEN_AM - HOUR);
    const all = Array.from({ length: 7 }, (_, i) => `p${i}@exemplo.com`);
    for (const email of all) await subscriber(email);
    const [one, two] = await Promise.all([runDigest('schedule', deps()), runDigest('schedule', deps())]);
    expect(one.digestId).toBe(two.digestId);
    for (const email of all) expect(digestsTo(email)).toHaveLength(1);
    expect(bed.catcher.messages()).toHaveLength(7);
  });

  it('a subscriber who leaves between two runs gets nothing from the second', async () => {
    await article('novo', SEVEN_AM - HOUR);
    await subscriber('fica@exemplo.com');
    await subscriber('sai@exemplo.com');
    bed.catcher.setFailures({ tempFail: ['sai@exemplo.com'] });
    await runDigest('schedule', deps());
    await bed.db.doc(`newsletterSubscribers/${subscriberIdOf('sai@exemplo.com')}`).update({ status: 'unsubscribed' });
    bed.catcher.setFailures({});
    await runDigest('schedule', deps());
    expect(digestsTo('sai@exemplo.com')).toHaveLength(0);
    expect(digestsTo('fica@exemplo.com')).toHaveLength(1);
  });
});

describe('newsletterAdmin callable', () => {
  const call = (uid: string | null, data: unknown) =>
    handleNewsletterAdmin(uid, data, { db: bed.db, digestDeps: async () => deps(), now: () => bed.now });

  beforeEach(async () => {
    for (const [uid, role] of [
      ['adm', 'admin'],
      ['edi', 'editor'],
      ['usu', 'user'],
    ])
      await bed.db.doc(`profiles/${uid}`).set({ role, name: uid, email: `${uid}@pauta.dev` });
    await subscriber('um@exemplo.com');
    await subscriber('=cmd@exemplo.com');
    await subscriber('dois@exemplo.com', 'pending');
    await subscriber('tres@exemplo.com', 'unsubscribed');
  });

  it('refuses the anonymous, readers and unknown actions', async () => {
    await expect(call(null, { action: 'overview' })).rejects.toThrow(NEWSLETTER_ADMIN_ERRORS.unauthenticated);
    await expect(call('usu', { action: 'overview' })).rejects.toThrow(NEWSLETTER_ADMIN_ERRORS.notStaff);
    await expect(call('ninguem', { action: 'overview' })).rejects.toThrow(NEWSLETTER_ADMIN_ERRORS.notStaff);
    await expect(call('adm', { action: 'apagar-tudo' })).rejects.toThrow(NEWSLETTER_ADMIN_ERRORS.badAction);
  });

  it('editors see the counts and the last digests but neither export nor send', async () => {
    await article('novo', SEVEN_AM - HOUR);
    await runDigest('schedule', deps());
    const overview = (await call('edi', { action: 'overview' })) as NewsletterOverview;
    expect(overview.counts).toEqual({ pending: 1, confirmed: 2, unsubscribed: 1 });
    expect(overview.digests).toEqual([
      expect.objectContaining({
        id: 'diario-2025-03-10',
        status: 'sent',
        trigger: 'schedule',
        articleCount: 1,
        sent: 2,
        failed: 0,
      }),
    ]);
    await expect(call('edi', { action: 'export' })).rejects.toThrow(NEWSLETTER_ADMIN_ERRORS.notAdmin);
    await expect(call('edi', { action: 'send' })).rejects.toThrow(NEWSLETTER_ADMIN_ERRORS.notAdmin);
  });

  it('admins export the confirmed addresses as CSV (formulas defused) and send on demand', async () => {
    const csv = (await call('adm', { action: 'export' })) as NewsletterExport;
    expect(csv.filename).toBe('newsletter-confirmados-2025-03-10.csv');
    expect(csv.count).toBe(2);
    expect(csv.csv.split('\r\n')).toEqual([
      'email,confirmado_em,origem',
      "'=cmd@exemplo.com,,home",
      'um@exemplo.com,,home',
      '',
    ]);

    await article('novo', bed.now - HOUR);
    const sent = (await call('adm', { action: 'send' })) as NewsletterSendResult;
    expect(sent).toEqual({ digestId: 'manual-2025-03-10-070500', status: 'sent', articleCount: 1, sent: 2, failed: 0 });
    expect(digestsTo('um@exemplo.com')).toHaveLength(1);
    expect(digestsTo('dois@exemplo.com')).toHaveLength(0);
  });
});
