// Embeds and tables as a reporter uses them, in Chromium against the whole stack: each service's
// address pasted on its own line becomes an embed card (resolveEmbed asks the recorded answers of
// the local fixture server, through the SSRF guard, and stores the thumbnails); a comparison table is
// built from the toolbar; the article is published. Its reader page, on a phone, shows every facade
// with the service's name and 'Carregar conteúdo de {serviço}' and requests nothing from a third
// party; a click, Enter or Space loads that player only, and only then is its host asked (asserted
// on the network, under the page's frame-src); without JavaScript a facade is a plain link; the
// table scrolls sideways and never widens the page; axe finds nothing serious.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { EMBED_FRAME_ORIGINS, slugify, type EmbedService } from '@pauta/model';
import { workerBrowser, stack } from './support/browser.js';
import { standInPlayers } from './support/embed-players.js';
import {
  choose,
  newPage,
  POLL,
  saveAndPublish,
  screenshot,
  seriousViolations,
  signIn,
  unique,
  url,
} from './support/staff.js';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

const ADDRESSES = [
  { service: 'YouTube', url: 'https://youtu.be/k3yN0te2025', shows: 'Keynote de abertura da Campus Party Brasil 2025' },
  { service: 'Vimeo', url: 'https://vimeo.com/76979871', shows: 'The New Vimeo Player (You Know, For Videos)' },
  {
    service: 'X (Twitter)',
    url: 'https://twitter.com/Interior/status/463440424141459456',
    shows: "Sunsets don't get much better than this one",
  },
  {
    service: 'Bluesky',
    url: 'https://bsky.app/profile/agenciapauta.bsky.social/post/3l6oveex3ii2l',
    shows: 'Acabamos de publicar o guia de acessibilidade da redação',
  },
  {
    service: 'Instagram',
    url: 'https://www.instagram.com/p/DBAxYz1Nq4T/',
    shows: 'Nova exposição sobre inteligência artificial',
  },
];
/** The players the facades above load (embedPlayerUrl). */
const PLAYERS = {
  youtube: 'https://www.youtube-nocookie.com/embed/k3yN0te2025?autoplay=1',
  vimeo: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
  bluesky: 'https://embed.bsky.app/embed/did:plc:z72i7hdynmk6r22z27h6tvur/app.bsky.feed.post/3l6oveex3ii2l',
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const local = (address: string) =>
  address.startsWith('http://127.0.0.1') || address.startsWith('data:') || address.startsWith('blob:');

/** A paste as the browser delivers it: a ClipboardEvent with the address as plain text. */
async function pasteText(page: Page, text: string) {
  await page
    .locator('.ProseMirror')
    .first()
    .evaluate((el, value) => {
      const data = new DataTransfer();
      data.setData('text/plain', value);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
}

/** Every request the page makes, with the bytes of each response. */
function recordTraffic(page: Page) {
  const requests: string[] = [];
  const bytes = new Map<Request, number>();
  page.on('request', (r) => requests.push(r.url()));
  page.on('requestfinished', async (r) => {
    const sizes = await r.sizes().catch(() => null);
    if (sizes) bytes.set(r, sizes.responseBodySize + sizes.responseHeadersSize);
  });
  const total = (filter: (address: string) => boolean) =>
    [...bytes].filter(([r]) => filter(r.url())).reduce((sum, [, n]) => sum + n, 0);
  return { requests, total };
}

let slug = '';

describe('embeds and tables', () => {
  it('a reporter pastes five addresses and builds a table; each embed becomes a card; publishes', async () => {
    const { context, page } = await newPage(browser, 'embeds editor');
    await signIn(page, 'editor');
    await page.goto(url('/admin/articles/new'));
    const title = unique('Keynote, posts e comparativo');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    const body = page.locator('.ProseMirror').first();
    await body.click();
    await page.keyboard.type('Os destaques da semana em vídeo e nas redes.');
    for (const address of ADDRESSES) {
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await pasteText(page, address.url);
      const card = page.getByTestId('editor-embed').filter({ hasText: address.shows });
      await card.waitFor({ timeout: 60_000 });
      // The badge shows the service's name (in capitals, by style).
      expect((await card.innerText()).toLowerCase()).toContain(address.service.toLowerCase());
    }
    expect(await page.getByTestId('editor-embed').count()).toBe(5);
    await screenshot(page, 'editor-incorporacoes', true);

    // A comparison table from the toolbar: header row, then grown to five columns, one row removed.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Inserir tabela' }).click();
    for (const cell of ['Modelo', 'Preço']) {
      await page.keyboard.type(cell);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('Bateria');
    for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'Adicionar coluna' }).click();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Câmera principal com estabilização óptica');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tela AMOLED de 120 Hz com brilho de pico elevado');
    await page.keyboard.press('Tab');
    for (const cell of ['Aurora X', 'R$ 2.999', '5.000 mAh', '50 MP', '6,7 polegadas']) {
      await page.keyboard.type(cell);
      await page.keyboard.press('Tab');
    }
    await page.getByRole('button', { name: 'Remover linha' }).click();
    await screenshot(page, 'editor-tabela', true);

    await choose(page, 'Categoria', 'Tecnologia');
    await choose(page, 'Status', 'Publicado');
    await saveAndPublish(page).catch(async (error: unknown) => {
      await screenshot(page, 'editor-incorporacoes-salvar-falhou', true);
      throw error;
    });
    slug = slugify(title);
    // The answers came from the recordings, asked once each (the second paste of one would reuse them).
    const stats = (await (await fetch(`${process.env.PAUTA_DEV_FETCH_FIXTURES_URL}/__stats`)).json()) as {
      requests: string[];
    };
    for (const asked of [
      'https://www.youtube.com/oembed',
      'https://i.ytimg.com/vi/k3yN0te2025/hqdefault.jpg',
      'https://vimeo.com/api/oembed.json',
      'https://publish.twitter.com/oembed',
      'https://embed.bsky.app/oembed',
      'https://www.instagram.com/p/DBAxYz1Nq4T/',
    ])
      expect(
        stats.requests.some((r) => r.startsWith(asked)),
        asked,
      ).toBe(true);
    await context.close();
  }, 240_000);

  it('on a phone, the page shows every facade and requests nothing from a third party', async () => {
    const players: string[] = [];
    const { context, page } = await newPage(browser, 'embeds reader', standInPlayers(players), {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const traffic = recordTraffic(page);
    await page.goto(url(`/artigo/${slug}`), { waitUntil: 'networkidle' });
    const facades = page.locator('figure.pauta-embed');
    await expect.poll(() => facades.count()).toBe(5);
    for (const address of ADDRESSES) {
      const facade = facades.filter({ hasText: address.shows });
      await facade.getByText(`Carregar conteúdo de ${address.service}`).waitFor();
      // (Shown in capitals by style: its text is the service's name.)
      expect(await facade.locator('.pauta-embed__service').textContent()).toBe(address.service);
    }
    // The thumbnails are Pauta's (the storage emulator), never the service's.
    const thumbs = await page
      .locator('.pauta-embed__thumb')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(thumbs).toHaveLength(3);
    for (const src of thumbs) expect(src.startsWith(`http://${stack.storageHost}/`), src).toBe(true);
    // Scroll through the whole article: lazy thumbnails load, still nothing from a third party.
    for (let y = 0; y < 10; y += 1) await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    expect(traffic.requests.filter((r) => !local(r))).toEqual([]);
    expect(players).toEqual([]);
    console.log(
      `[embeds e2e] a page with five embeds before any click: ${(traffic.total(() => true) / 1024).toFixed(1)} KB, 0 B from third parties`,
    );

    // The table region scrolls sideways; the page does not widen.
    const region = page.getByRole('region', { name: 'Tabela' });
    await region.scrollIntoViewIfNeeded();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const table = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(table.scroll).toBeGreaterThan(table.client);
    await screenshot(page, 'leitor-tabela-celular');
    expect(await seriousViolations(page)).toEqual([]);

    await context.close();
  }, 120_000);

  it('the click (or Enter, or Space) loads that player only, and only then is its host asked', async () => {
    const players: string[] = [];
    const { context, page } = await newPage(browser, 'embeds click', standInPlayers(players), {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const traffic = recordTraffic(page);
    await page.goto(url(`/artigo/${slug}`), { waitUntil: 'networkidle' });

    // The page's policy frames the five players and, besides them, only the auth frame's source
    // (the emulators' host here, the project's auth domain in production).
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const frameSources = (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'frame-src')
      ?.slice(1);
    expect(new Set(frameSources)).toEqual(new Set([...Object.values(EMBED_FRAME_ORIGINS), 'http://127.0.0.1:*']));

    // Every facade wired by the reader script; nothing third-party asked.
    await expect.poll(() => page.locator('figure.pauta-embed[data-embed-ready]').count(), POLL).toBe(5);
    expect(traffic.requests.filter((r) => !local(r))).toEqual([]);

    // The click: that facade becomes its player, and only now is its host asked. (A facade is found
    // by its service: its words leave with the link the player replaces.)
    const facade = (service: EmbedService) => page.locator(`figure.pauta-embed[data-embed="${service}"]`);
    const youtube = facade('youtube');
    await youtube.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'leitor-fachada-youtube');
    expect(traffic.requests.filter((r) => !local(r))).toEqual([]);
    expect(players).toEqual([]);
    const before = traffic.total(() => true);
    await youtube.getByRole('button', { name: /Carregar conteúdo de YouTube/ }).click();
    const frame = youtube.locator('iframe');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe(PLAYERS.youtube);
    expect(await frame.getAttribute('title')).toBe(
      'YouTube: Keynote de abertura da Campus Party Brasil 2025: IA, educação e o futuro do trabalho',
    );
    expect(await frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
    );
    await expect.poll(() => players, POLL).toEqual([PLAYERS.youtube]);
    // The player's page received (a child frame's load never makes the page "network idle" again).
    await expect.poll(() => traffic.total((r) => !local(r)), POLL).toBeGreaterThan(0);
    expect(traffic.requests.filter((r) => !local(r))).toEqual([PLAYERS.youtube]);
    const after = traffic.total(() => true);
    const thirdParty = traffic.total((r) => !local(r));
    // (Pauta's own bytes may grow too: the player is shorter than the facade, so a thumbnail below
    // comes within the lazy images' margin.)
    console.log(
      `[embeds e2e] the page before a click: ${kb(before)}, 0 B from third parties; after the YouTube click: ${kb(after)}: ${thirdParty} B from www.youtube-nocookie.com (the local stand-in for its player; the real player's weight is the service's own) and ${kb(after - before - thirdParty)} more of Pauta's own`,
    );
    // The other four are still facades.
    expect(await page.locator('figure.pauta-embed iframe').count()).toBe(1);
    expect(await page.locator('figure.pauta-embed a[role="button"]').count()).toBe(4);

    // From the keyboard: Enter on Vimeo's facade, Space on Bluesky's.
    for (const [service, key, index] of [
      ['vimeo', 'Enter', 1],
      ['bluesky', 'Space', 3],
    ] as const) {
      await facade(service)
        .getByRole('button', { name: `Carregar conteúdo de ${ADDRESSES[index]!.service}` })
        .focus();
      await page.keyboard.press(key);
      const player = facade(service).locator('iframe');
      await player.waitFor({ state: 'attached' });
      expect(await player.getAttribute('src')).toBe(PLAYERS[service]);
      await expect.poll(() => players.at(-1), POLL).toBe(PLAYERS[service]);
      // The player took the focus the facade had.
      expect(await player.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    expect(players).toEqual([PLAYERS.youtube, PLAYERS.vimeo, PLAYERS.bluesky]);
    expect(traffic.requests.filter((r) => !local(r))).toEqual(players);
    expect(await page.locator('figure.pauta-embed a[role="button"]').count()).toBe(2);
    await screenshot(page, 'leitor-players-carregados');
    await context.close();
  }, 120_000);

  it('without JavaScript a facade is a plain link to the content', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(url(`/artigo/${slug}`));
    // Each facade, as the server rendered it: a link to the content's own address, with its words.
    const links = await page
      .locator('figure.pauta-embed a')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute('href'), role: a.getAttribute('role'), text: a.textContent })),
      );
    expect(links.map((l) => l.href)).toEqual([
      'https://www.youtube.com/watch?v=k3yN0te2025',
      'https://vimeo.com/76979871',
      'https://x.com/Interior/status/463440424141459456',
      'https://bsky.app/profile/agenciapauta.bsky.social/post/3l6oveex3ii2l',
      'https://www.instagram.com/p/DBAxYz1Nq4T/',
    ]);
    ADDRESSES.forEach((address, i) => {
      expect(links[i]!.role).toBeNull();
      expect(links[i]!.text).toContain(`Carregar conteúdo de ${address.service}`);
    });
    expect(await page.locator('figure.pauta-embed iframe').count()).toBe(0);
    expect(requests.filter((r) => !local(r))).toEqual([]);
    await screenshot(page, 'leitor-sem-js');
    await context.close();
  });
});
