// BENCH_STEPS=screens (never in the default steps): every reader page type photographed, whole page,
// with JavaScript off and on, on a phone and a desktop, for each version served in the run, and each
// version's picture compared pixel by pixel with the first's (the current code's). A change meant to
// make the pages lighter or faster must leave these at 0 differing pixels. The PNGs stay in
// BENCH_SCREENS_DIR (default: a folder under .test-data) to be looked at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

const SIZES = [
  { name: 'celular', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** A 1×1 PNG of one colour, every cover in the pictures. */
const COVER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Served {
  version: string;
  url: string;
}

/** A whole-page PNG of `url` once the network is quiet. */
async function screenshot(browser: Browser, url: string, size: (typeof SIZES)[number], js: boolean) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    javaScriptEnabled: js,
    ...(size.name === 'celular' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
  });
  try {
    // Every cover is the same one-colour picture: a cover still loading (grey) in one version's
    // picture and painted in the other's would count as a difference of the page. Their boxes, the
    // page's own SVGs and everything else are drawn as served.
    await context.route(
      (address) => !address.pathname.endsWith('.svg'),
      (route) =>
        route.request().resourceType() === 'image'
          ? route.fulfill({ contentType: 'image/png', body: COVER })
          : route.fallback(),
    );
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

/**
 * The comparison, run in the page (a string: tsx would wrap the functions of a TypeScript one in a
 * helper the page does not have). Each PNG onto a canvas, the RGB of every pixel compared.
 */
const COMPARE = `async ([first, second]) => {
  async function load(data) {
    const image = new Image();
    image.src = 'data:image/png;base64,' + data;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data };
  }
  const x = await load(first);
  const y = await load(second);
  const width = Math.min(x.width, y.width);
  const height = Math.min(x.height, y.height);
  let pixels = x.width * x.height + y.width * y.height - 2 * width * height;
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) {
      const i = (row * x.width + column) * 4;
      const j = (row * y.width + column) * 4;
      if (x.data[i] !== y.data[j] || x.data[i + 1] !== y.data[j + 1] || x.data[i + 2] !== y.data[j + 2]) pixels++;
    }
  return { pixels, sizes: x.width + '×' + x.height + ' / ' + y.width + '×' + y.height };
}`;

/** Pixels that differ between two PNGs (a size difference counts every pixel outside the overlap). */
async function differingPixels(browser: Browser, a: Buffer, b: Buffer): Promise<{ pixels: number; sizes: string }> {
  const page = await browser.newPage();
  try {
    const compare = await page.evaluateHandle(COMPARE);
    return (await compare.evaluate(
      (fn, pngs) => (fn as (pngs: string[]) => unknown)(pngs),
      [a.toString('base64'), b.toString('base64')],
    )) as { pixels: number; sizes: string };
  } finally {
    await page.close();
  }
}

/** The table of differing pixels per page, size and JS, each version against the first. */
export async function compareScreens(
  browser: Browser,
  served: Served[],
  pages: { name: string; path: string }[],
  dir: string,
  log: (line: string) => void,
): Promise<Record<string, string | number>[]> {
  mkdirSync(dir, { recursive: true });
  const rows: Record<string, string | number>[] = [];
  for (const page of pages)
    for (const size of SIZES)
      for (const js of [false, true]) {
        const shots = [];
        for (const version of served) {
          const png = await screenshot(browser, version.url + page.path, size, js);
          writeFileSync(join(dir, `${page.name}-${size.name}-${js ? 'js' : 'sem-js'}-${version.version}.png`), png);
          shots.push(png);
        }
        const row: Record<string, string | number> = { página: page.name, tamanho: size.name, JS: js ? 'sim' : 'não' };
        for (let i = 1; i < served.length; i++) {
          const diff = await differingPixels(browser, shots[0]!, shots[i]!);
          row[`pixels diferentes (${served[i]!.version})`] = diff.pixels;
          row['tamanhos'] = diff.sizes;
        }
        rows.push(row);
        log(JSON.stringify(row));
      }
  return rows;
}
