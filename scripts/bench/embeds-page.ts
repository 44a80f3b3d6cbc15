// Issue 36's bench row: an article with two embeds (YouTube and Vimeo facades) on a phone at 4× CPU,
// read to its end. What it downloaded before any click, how much of it came from a third party (the
// target: none), and what one click then asks of the third party. The players' hosts answer with a
// small local page (no internet here): what is measured is when the browser asks them.
import type { Browser, Request } from 'playwright-core';
import type { Firestore } from 'firebase-admin/firestore';
import {
  articleSlugPath,
  COLLECTIONS,
  EMBED_FRAME_ORIGINS,
  embedLoadLabel,
  EMBED_SERVICE_NAMES,
  type EmbedService,
} from '@pauta/model';

const ARTICLE_ID = 'bench-dois-embeds';
const SLUG = 'bench-artigo-com-duas-incorporacoes';
const EMBEDS: { service: EmbedService; id: string; href: string; title: string }[] = [
  {
    service: 'youtube',
    id: 'k3yN0te2025',
    href: 'https://www.youtube.com/watch?v=k3yN0te2025',
    title: 'Keynote de abertura',
  },
  { service: 'vimeo', id: '76979871', href: 'https://vimeo.com/76979871', title: 'Documentário curto' },
];

const facade = (embed: (typeof EMBEDS)[number], thumb: string) =>
  `<figure class="pauta-embed" data-embed="${embed.service}" data-embed-id="${embed.id}"><a class="pauta-embed__link" href="${embed.href}"><img class="pauta-embed__thumb" src="${thumb}" alt="" role="presentation" width="480" height="360"><span class="pauta-embed__service">${EMBED_SERVICE_NAMES[embed.service]}</span> <span class="pauta-embed__title">${embed.title}</span> <span class="pauta-embed__action">${embedLoadLabel(embed.service)}</span></a></figure>`;

/** The article, copied from a published one (its cover as the thumbnails: Pauta's own Storage). */
async function seedEmbedsArticle(db: Firestore, fromSlug: string): Promise<string> {
  const found = await db.collection(COLLECTIONS.articles).where('slug', '==', fromSlug).limit(1).get();
  const source = found.docs[0];
  if (!source) throw new Error(`artigo ${fromSlug} não encontrado`);
  const from = source.id;
  const thumb = String(source.get('imageUrl') ?? '');
  const paragraphs = Array.from(
    { length: 6 },
    (_, i) => `<p>Parágrafo ${i + 1} da cobertura, com o contexto que o leitor precisa antes do vídeo.</p>`,
  );
  const body = [
    ...paragraphs.slice(0, 3),
    facade(EMBEDS[0]!, thumb),
    ...paragraphs.slice(3),
    facade(EMBEDS[1]!, thumb),
  ];
  await db
    .collection(COLLECTIONS.articles)
    .doc(ARTICLE_ID)
    .set({ ...source.data(), slug: SLUG, title: 'Duas incorporações num artigo', featured: false });
  await db
    .collection(COLLECTIONS.articleContents)
    .doc(ARTICLE_ID)
    .set({ ...(await db.collection(COLLECTIONS.articleContents).doc(from).get()).data(), content: body.join('\n') });
  return articleSlugPath(SLUG);
}

const sizeOf = async (request: Request) => {
  const sizes = await request.sizes().catch(() => null);
  return sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
};

export async function embedsPageRow(
  browser: Browser,
  db: Firestore,
  baseUrl: string,
  fromSlug: string,
  cpu: number,
): Promise<{ row: Record<string, string | number>; problems: string[] }> {
  const path = await seedEmbedsArticle(db, fromSlug);
  const local = (address: string) =>
    address.startsWith(new URL(baseUrl).origin) ||
    /^https?:\/\/127\.0\.0\.1[:/]/.test(address) ||
    /^(data|blob):/.test(address);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const players = new RegExp(
    `^(${Object.values(EMBED_FRAME_ORIGINS)
      .map((o) => o.replace(/\./g, '\\.'))
      .join('|')})/`,
  );
  await context.route(players, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>player</title>',
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const finished: { url: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => finished.push({ url: request.url(), bytes: sizeOf(request) }));
  const total = async (which: (url: string) => boolean) =>
    (await Promise.all(finished.filter((r) => which(r.url)).map((r) => r.bytes))).reduce((a, b) => a + b, 0);
  try {
    await page.goto(baseUrl + path);
    await page.waitForLoadState('networkidle');
    // Read to the end: every facade and its thumbnail comes into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const before = await total(() => true);
    const thirdBefore = await total((url) => !local(url));
    const requestsBefore = finished.length;
    const youtube = page.locator(`figure.pauta-embed[data-embed="${EMBEDS[0]!.service}"]`);
    await youtube.scrollIntoViewIfNeeded();
    await youtube.getByRole('button', { name: new RegExp(embedLoadLabel(EMBEDS[0]!.service)) }).click();
    await youtube.locator('iframe').waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForTimeout(1_000);
    const asked = finished.slice(requestsBefore).filter((r) => !local(r.url));
    const row = {
      página: 'artigo com 2 incorporações',
      'bytes antes de um clique (KB)': +(before / 1024).toFixed(1),
      'de terceiros antes do clique (B)': thirdBefore,
      'pedidos a terceiros após um clique': asked.length,
      'a quem': [...new Set(asked.map((r) => new URL(r.url).host))].join(', '),
    };
    const problems = [
      ...(thirdBefore > 0
        ? [`artigo com incorporações: ${thirdBefore} B de terceiros antes de um clique (meta: 0)`]
        : []),
      ...(asked.some((r) => !r.url.startsWith(EMBED_FRAME_ORIGINS[EMBEDS[0]!.service]))
        ? ['artigo com incorporações: um clique no YouTube pediu a outro terceiro']
        : []),
    ];
    return { row, problems };
  } finally {
    await context.close();
  }
}
