// A clean paste in Chromium: each recorded clipboard (test/fixtures/embeds/clipboard: Google Docs,
// Word, a news site) pasted into the editor as the browser delivers it (a paste event with the
// clipboard's text/html) gives its expected clean HTML, and the images it carried are imported
// through the image pipeline (their addresses replaced by Pauta's stored copies, never hot-linked);
// Word's local-file image is reported, not pasted.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { workerBrowser, stack } from './support/browser.js';
import { newPage, screenshot, signIn, toast, url } from './support/staff.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/embeds/clipboard/${name}`, import.meta.url), 'utf8');

let browser: Browser;
let page: Page | undefined;
beforeAll(async () => {
  browser = await workerBrowser();
}, 60_000);

/** One signed-in editor for the three pastes (newPage reports a failure from inside a test). */
async function editorPage(): Promise<Page> {
  if (!page) {
    ({ page } = await newPage(browser, 'paste'));
    await signIn(page, 'editor');
  }
  return page;
}
afterAll(async () => {
  await browser?.close();
});

async function pasteHtml(page: Page, html: string) {
  await page
    .locator('.ProseMirror')
    .first()
    .evaluate((el, value) => {
      const data = new DataTransfer();
      data.setData('text/html', value);
      data.setData('text/plain', (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '').trim());
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, html);
}

/** What the article would store, read from the editor's HTML view. */
async function storedHtml(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  const value = await page.getByRole('textbox', { name: 'Código HTML do conteúdo' }).inputValue();
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  return value;
}

const ownImage = new RegExp(`^http://${stack.storageHost.replace(/\./g, '\\.')}/v0/b/[^/]+/o/article_images%2F`);

describe('clean paste', () => {
  it.each([
    ['google-docs', 1],
    ['word', 0],
    ['news-site', 1],
  ])(
    '%s: the expected clean HTML, its images imported through the pipeline',
    async (name, images) => {
      const page = await editorPage();
      await page.goto(url('/admin/articles/new'));
      await page.locator('.ProseMirror').first().click();
      await pasteHtml(page, fixture(`${name}.html`));
      const expected = fixture(`${name}.expected.html`).trim();
      if (images) {
        // The pasted address is replaced by the stored copy once the import answers.
        await expect
          .poll(async () => (await page.locator('.ProseMirror figure img').getAttribute('src')) ?? '', {
            timeout: 90_000,
            interval: 500,
          })
          .toMatch(ownImage);
      } else {
        await toast(page, 'Imagens não copiadas').waitFor();
        await toast(page, '1 imagem(ns) do documento não puderam ser copiadas').waitFor();
      }
      const html = await storedHtml(page);
      const src = /<img src="([^"]+)"/.exec(html)?.[1];
      const normalized =
        src && ownImage.test(src)
          ? html.replace(/<img src="[^"]+" alt="([^"]*)" width="\d+" height="\d+">/, '<img src="IMPORTED" alt="$1">')
          : html;
      const want = expected.replace(
        /<img src="[^"]+" alt="([^"]*)" width="\d+" height="\d+">/,
        '<img src="IMPORTED" alt="$1">',
      );
      expect(normalized).toBe(want);
      expect(html).not.toMatch(/googleusercontent|glbimg|file:\/\//);
      await screenshot(page, `colar-${name}`, true);
    },
    150_000,
  );
});
