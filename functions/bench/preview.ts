// `npm run bench -w functions` (preview part): how long '/previa/{token}' takes to render — the
// link's hash read, the article and its body read together, the body sanitized, the page built —
// side by side with the published article's rendered page ('/artigo/{slug}', the same body) in the
// same run, against our Firestore emulator in this process.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { previewPath } from '@pauta/model';
import { previewResponse } from '../src/previews/preview-response';
import { hashPreviewToken, newPreviewToken } from '../src/previews/preview-token';
import { renderPage } from '../src/render/render';
import { startTestFirestore } from '../test/emulator';
import { useReaderBundle } from '../test/reader-bundle';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const ORIGIN = 'https://pauta.example';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;

/** A body like the seed's longer articles: headings, paragraphs, a list, a figure, a code block (about 8 KB). */
function body(): string {
  const paragraph =
    '<p>Ferramentas de inteligência artificial chegam às redações brasileiras e mudam a rotina de quem apura, edita e publica. <strong>O que muda</strong> é a velocidade; o que não muda é a responsabilidade de checar cada informação na fonte.</p>';
  const section = (n: number) =>
    `<h2>Parte ${n}</h2>${paragraph.repeat(4)}<ul><li>Primeiro ponto</li><li>Segundo ponto</li><li>Terceiro ponto</li></ul>`;
  return `${Array.from({ length: 8 }, (_, i) => section(i + 1)).join('')}<figure><img src="https://pauta.example/capa.webp" alt="Capa"></figure><pre><code class="language-ts">const x = 1;</code></pre>`;
}

function article(status: 'draft' | 'published', slug: string) {
  const now = Timestamp.now();
  return {
    title: 'Como a IA está mudando as redações',
    excerpt: 'Ferramentas de inteligência artificial chegam às redações brasileiras.',
    imageUrl: '',
    category: 'tecnologia',
    categoryPath: '/categoria/tecnologia',
    featured: false,
    status,
    tags: ['IA', 'Jornalismo'],
    tagKeys: ['ia', 'jornalismo'],
    slug,
    authorId: 'autor',
    authorName: 'Ana Autora',
    createdAt: now,
    updatedAt: now,
    publishedAt: status === 'published' ? now : null,
    version: 1,
  };
}

async function time(label: string, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  console.log(
    `  ${label.padEnd(40)} median ${percentile(samples, 0.5).toFixed(1)} ms · p95 ${percentile(samples, 0.95).toFixed(1)} ms`,
  );
  return samples;
}

async function main() {
  await useReaderBundle(); // the pages are the reader's server bundle's
  const firestore = await startTestFirestore('demo-pauta-bench-preview');
  try {
    const db = getFirestore();
    const content = body();
    const token = newPreviewToken();
    await Promise.all([
      db.doc('articles/rascunho').set(article('draft', 'rascunho-da-ana')),
      db
        .doc('articleContents/rascunho')
        .set({ content, status: 'draft', authorId: 'autor', updatedAt: Timestamp.now() }),
      db.doc('articles/publicado').set(article('published', 'artigo-da-ana')),
      db
        .doc('articleContents/publicado')
        .set({ content, status: 'published', authorId: 'autor', updatedAt: Timestamp.now() }),
      db.doc(`previewLinks/${hashPreviewToken(token)}`).set({
        articleId: 'rascunho',
        createdBy: 'autor',
        createdByName: 'Ana Autora',
        createdAt: Timestamp.now(),
        expiresAt: Timestamp.fromMillis(Date.now() + 8 * 3600_000),
        revokedAt: null,
        revokedBy: null,
        revokedReason: null,
      }),
    ]);
    const check = await previewResponse(db, previewPath(token), ORIGIN, Date.now());
    if (check.status !== 200) throw new Error(`preview answered ${check.status}`);
    console.log(`Preview render (${RUNS} runs after ${WARMUP} warm-up, body ${Math.round(content.length / 1024)} KB):`);
    await time('/previa/{token} (3 reads + page)', () => previewResponse(db, previewPath(token), ORIGIN, Date.now()));
    await time('/artigo/{slug} (published, same body)', () => renderPage('/artigo/artigo-da-ana', ORIGIN));
    await time('/previa/{unknown token} (1 read, 404)', () =>
      previewResponse(db, previewPath(newPreviewToken()), ORIGIN, Date.now()),
    );
  } finally {
    await firestore.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
