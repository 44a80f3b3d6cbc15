// The embedded search index at 3,000 and 30,000 articles (300 and 3,000 with BENCH_SIZE=small, as
// `npm test` runs it), side by side: its size (raw and gzip, what a reader downloads once on /busca),
// the time to build it (the trigger's work), to load it (the browser's parse) and to answer a query. The articles are synthetic, drawn from the seed's own
// Portuguese text, with new rare words per article (names, places) as a real archive grows.
// Usage: npm run bench -w functions
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSearchIndex, loadSearchIndex, runSearch, type SearchDocument } from '@pauta/model/search';
import { EDITOR_CATEGORIES, imageVariantsOf, storageObjectUrl, variantPathsFor } from '@pauta/model';

const SIZES = process.env.BENCH_SIZE === 'small' ? [300, 3_000] : [3_000, 30_000];
const QUERIES = ['inteligencia artificial', 'educação', 'tecnolgia', 'saude mental', 'econ', 'futebol brasileiro'];

interface SeedArticle {
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
}

// The seed is plain JavaScript outside this workspace: loaded by path, like test/emulator.ts does.
async function seedArticles(): Promise<SeedArticle[]> {
  const href = pathToFileURL(resolve(__dirname, '../../scripts/seed/articles/index.mjs')).href;
  return ((await import(href)) as { ARTICLES: SeedArticle[] }).ARTICLES;
}

function archiveMaker(articles: SeedArticle[]) {
  const words = articles
    .flatMap((a) => `${a.title} ${a.excerpt} ${a.content.replace(/<[^>]+>/g, ' ')}`.split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length > 2);
  const tags = [...new Set(articles.flatMap((a) => a.tags))];
  // A small deterministic generator, so every run measures the same archive.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const phrase = (count: number) => Array.from({ length: count }, () => pick(words)).join(' ');
  const rareWord = (n: number) => `${pick(words).slice(0, 4)}${n.toString(36)}`;
  // Every cover from the image library: three versions under a random 128-bit key, as the pipeline records them.
  const key = () => Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  const url = (path: string) => storageObjectUrl('https://firebasestorage.googleapis.com', 'pauta.appspot.com', path);
  const cover = () => {
    const paths = variantPathsFor('article_images/uHd0Rk3Jx9QmT2vN8cLp1sWq4bYz', key(), { width: 1600, height: 900 });
    return imageVariantsOf(
      { url: url(paths.main), width: 1600, height: 900 },
      { url: url(paths.medium), width: 800 },
      { url: url(paths.thumbnail), width: 300 },
    );
  };

  return (size: number): SearchDocument[] =>
    Array.from({ length: size }, (_, n) => {
      const category = pick(EDITOR_CATEGORIES);
      const variants = cover();
      return {
        id: `a${n.toString(36).padStart(19, '0')}`,
        slug: phrase(6).toLowerCase().replace(/\s+/g, '-'),
        title: `${phrase(8)} ${rareWord(n)}`,
        excerpt: `${phrase(24)} ${rareWord(n + size)}.`,
        tags: [pick(tags), pick(tags), `${pick(tags)} ${n % 500}`],
        category: category.slug,
        categoryLabel: category.label,
        author: pick(['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Equipe Pauta']),
        publishedAt: new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString(),
        imageUrl: variants.sources[variants.sources.length - 1]!.url,
        imageVariants: variants,
      };
    });
}

function time<T>(fn: () => T): [T, number] {
  const started = performance.now();
  const value = fn();
  return [value, performance.now() - started];
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`.padEnd(9);
const gzipKb = (value: unknown) => kb(gzipSync(JSON.stringify(value)).length);

async function main() {
  const archive = archiveMaker(await seedArticles());
  console.log('articles  raw JSON gzip     build    parse+load  query (median of 6×5)  gzip: card fields / index');
  for (const size of SIZES) {
    const [file, buildMs] = time(() => buildSearchIndex(archive(size)));
    const text = JSON.stringify(file);
    const [index, loadMs] = time(() => loadSearchIndex(JSON.parse(text)));
    const samples: number[] = [];
    for (let round = 0; round < 5; round++)
      for (const query of QUERIES) samples.push(time(() => runSearch(index, query))[1]);
    const parts = file.index as Record<string, unknown>;
    console.log(
      `${String(size).padEnd(9)} ${kb(Buffer.byteLength(text))}${kb(gzipSync(text).length)}` +
        `${`${buildMs.toFixed(0)} ms`.padEnd(9)}${`${loadMs.toFixed(0)} ms`.padEnd(12)}` +
        `${`${median(samples).toFixed(1)} ms`.padEnd(22)}${gzipKb(parts.storedFields)}/ ${gzipKb(parts.index)}`,
    );
  }
}

void main();
