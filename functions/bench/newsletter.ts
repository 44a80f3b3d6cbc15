// `npm run bench -w functions` (newsletter part): how many mails per second the SMTP sender
// sustains into the local mail catcher (one connection, and the pool the digest uses), and how long
// a digest of 100 articles takes to build (the window's query against our Firestore emulator plus
// the shared content) and to render per recipient.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { selectDigestArticles } from '../src/newsletter/digest';
import { closeMailPools, smtpSender, type MailSender } from '../src/newsletter/mail-sender';
import { digestContent, digestMail, digestSubject } from '../src/newsletter/mail-templates';
import { startTestFirestore } from '../test/emulator';

const MAILS = Number(process.env.BENCH_MAILS ?? 400);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const site = { title: 'Pauta', baseUrl: 'https://pauta.example' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Catcher {
  smtpPort: number;
  messages(): unknown[];
  clear(): void;
  stop(): Promise<void>;
}

async function throughput(sender: MailSender, inFlight: number, catcher: Catcher): Promise<number> {
  catcher.clear();
  const content = digestContent(site, 'Resumo Pauta — bench', [], true);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < MAILS) {
        const i = next++;
        await sender.send(
          digestMail(site, content, `leitor${i}@exemplo.com`, `${site.baseUrl}/newsletter/cancelar?t=x`),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (catcher.messages().length !== MAILS) throw new Error(`catcher got ${catcher.messages().length} of ${MAILS}`);
  return MAILS / seconds;
}

async function mailBench() {
  const modulePath = pathToFileURL(resolve(__dirname, '../../scripts/lib/mail-catcher.mjs')).href;
  const { startMailCatcher } = (await import(modulePath)) as { startMailCatcher(): Promise<Catcher> };
  const catcher = await startMailCatcher();
  try {
    for (const connections of [1, 3]) {
      const sender = smtpSender(
        {
          host: '127.0.0.1',
          port: catcher.smtpPort,
          secure: false,
          user: '',
          password: '',
          maxConnections: connections,
        },
        'Pauta <newsletter@pauta.dev>',
      );
      await throughput(sender, connections, catcher); // warm-up: connections open
      const rate = await throughput(sender, connections, catcher);
      console.log(`sender → catcher, ${connections} connection(s): ${rate.toFixed(0)} mails/s (${MAILS} mails)`);
    }
  } finally {
    closeMailPools();
    await catcher.stop();
  }
}

async function digestBench() {
  const firestore = await startTestFirestore('demo-pauta-bench-newsletter');
  const db = getFirestore();
  const end = Date.parse('2025-03-10T10:00:00Z');
  try {
    const batch = db.batch();
    for (let i = 0; i < 100; i += 1)
      batch.set(db.doc(`articles/bench${i}`), {
        title: `Artigo de teste número ${i}: um título de tamanho comum para uma notícia`,
        excerpt: 'Um resumo de duas linhas, como o das notícias do site, para o leitor decidir se abre o artigo.',
        category: ['tecnologia', 'economia', 'saude'][i % 3],
        status: 'published',
        slug: `artigo-de-teste-${i}`,
        publishedAt: Timestamp.fromMillis(end - (i + 1) * 10 * 60 * 1000),
      });
    await batch.commit();
    const build: number[] = [];
    const render: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const articles = await selectDigestArticles(db, end - 24 * 60 * 60 * 1000, end);
      const content = digestContent(site, digestSubject(site, new Date(end)), articles, true);
      build.push(performance.now() - started);
      if (articles.length !== 100) throw new Error(`selected ${articles.length} articles`);
      const renderStarted = performance.now();
      for (let i = 0; i < 100; i += 1) digestMail(site, content, `leitor${i}@exemplo.com`, `${site.baseUrl}/x?t=${i}`);
      render.push((performance.now() - renderStarted) / 100);
    }
    console.log(
      `digest of 100 articles: build (query + content) median ${median(build).toFixed(1)} ms; per-recipient mail median ${median(render).toFixed(3)} ms`,
    );
  } finally {
    await firestore.stop();
  }
}

async function main() {
  await mailBench();
  await digestBench();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
