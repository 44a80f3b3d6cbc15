// The image library end to end, in Chromium against the whole stack: an editor opens 'Biblioteca de
// Imagens', uploads a photo carrying GPS and a marker in its metadata (visible progress, then
// 'processando'), sees its thumbnail; an anonymous browser can neither list the editor's uploads
// nor fetch the original, and no public version carries the metadata; the editor imports an image
// from a local fixture server (the stack's development-only allowlist lets exactly that port
// through), is refused an internal address, uses the image as an article cover that the reader page
// serves as WebP with srcset, deletes it (every file goes), and an article delete removes its images.
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { workerBrowser, stack } from './support/browser.js';
import { dismissToasts as dismissStaffToasts, saveAndPublish, screenshot, seriousViolations } from './support/staff.js';

const UI_TIMEOUT = 30_000;
const FIXTURE_PORT = Number(process.env.PAUTA_FIXTURE_IMAGES_PORT ?? 15100);
const FIXTURE_ORIGIN = `http://127.0.0.1:${FIXTURE_PORT}`;
const BUCKET = `${stack.projectId}.appspot.com`;

let browser: Browser;
let admin: App;
let db: Firestore;
let fixtures: Server;
let page: Page;
/** Takes each request for /foto-retida.jpg: the test answers it when it chooses. */
let holdRequest: (answer: () => void) => void = (answer) => answer();

// What the newsroom says about the photo (and the cover's own text).
const ALT = 'Manifestantes na Avenida Paulista segurando cartazes';
const CAPTION = 'Ato na Avenida Paulista reuniu milhares';
const CREDIT = 'Ana Lima/Agência Pauta';
const COVER_ALT = 'Multidão ocupa a Avenida Paulista vista do alto';
const COVER_CAPTION = 'A avenida tomada no fim da tarde';

/** Planted in the photo's metadata: found in any public object = a leak. */
const MARKER = 'PAUTA-E2E-SEGREDO-51c2';

/**
 * A noisy photo (noise does not compress, so the upload takes long enough to show progress), with
 * what a phone writes: the camera, the author and the GPS position (the marker in the text fields).
 */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 1 })
    .withExifMerge({
      IFD0: { Make: 'PautaCam', Artist: MARKER, Copyright: MARKER },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .toBuffer();
}

/** The Firebase Storage REST address of an object, or of a folder's listing (what the web SDK calls). */
const storageRest = (query: string) => `http://${stack.storageHost}/v0/b/${BUCKET}/o${query}`;
const objectUrl = (path: string) => storageRest(`/${encodeURIComponent(path)}?alt=media`);
const listUrl = (prefix: string) => storageRest(`?prefix=${encodeURIComponent(prefix)}&delimiter=%2F`);

const url = (path: string) => `${stack.webUrl}${path}`;
const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
const dismissToasts = () => dismissStaffToasts(page);
const bucket = () => getStorage(admin).bucket(BUCKET);

async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`tempo esgotado; último valor: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const filesOf = async (prefix: string) => (await bucket().getFiles({ prefix }))[0].map((f) => f.name);

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = stack.storageHost;
  admin = initializeApp({ projectId: stack.projectId, storageBucket: BUCKET }, `images-e2e-${randomUUID()}`);
  db = getFirestore(admin);
  const external = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#2f9e44' } })
    .jpeg()
    .toBuffer();
  fixtures = createServer((req, res) => {
    if (req.url === '/foto-externa.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(external);
    else if (req.url === '/foto-retida.jpg')
      holdRequest(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(external));
    // Answers after the import's 5-second deadline (a slow or stuck server).
    else if (req.url === '/foto-lenta.jpg')
      setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(external), 8_000);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('não encontrado');
  });
  await new Promise<void>((done) => fixtures.listen(FIXTURE_PORT, '127.0.0.1', done));
  browser = await workerBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  reportFailure = async () => {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(page closed)');
    console.error(
      `[images e2e] page at ${page.url()}:\n${text.slice(0, 1200)}\nconsole errors: ${consoleErrors.join('\n')}`,
    );
  };
}, 60_000);

let reportFailure = async () => {};
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await reportFailure();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => fixtures?.close(done));
  if (admin) await deleteApp(admin);
});

describe('Biblioteca de Imagens', () => {
  let uploaded = '';

  it('an editor uploads a photo with visible progress and sees its thumbnail in the library', async () => {
    await page.goto(url('/admin'));
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('editor@pauta.dev');
    await page.getByLabel('Senha').fill('pauta-editor-123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(url('/admin/dashboard'));

    await page.getByRole('link', { name: 'Biblioteca de Imagens' }).click();
    await page.waitForURL(url('/admin/images'));
    await page.getByRole('heading', { name: 'Biblioteca de Imagens' }).waitFor();
    await page.getByText('Nenhuma imagem disponível').waitFor();

    // Oversize files are dropped with the spec's toast.
    await page.locator('input[type=file]').setInputFiles({
      name: 'grande.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await toast('Arquivo muito grande').waitFor();
    await toast('Alguns arquivos excedem o tamanho máximo de 5MB').waitFor();

    const photo = await noisyJpeg(2400, 1350);
    const seen = new Set<string>();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'Minha Foto de Capa.JPG', mimeType: 'image/jpeg', buffer: photo });
    const item = page.getByTestId('upload-item').first();
    await item.waitFor();
    await item.getByRole('progressbar').waitFor();
    // Described while it uploads: the record gets the metadata once the image is ready.
    await item.getByRole('textbox', { name: 'Texto alternativo' }).fill(ALT);
    await item.getByRole('textbox', { name: 'Legenda' }).fill(CAPTION);
    await item.getByRole('textbox', { name: 'Crédito' }).fill(CREDIT);
    // Stored before the typing ended: its row waits with 'Salvar informações'.
    const describe = item.getByRole('button', { name: 'Salvar informações' });
    if (await describe.isVisible()) await describe.click();
    await screenshot(page, 'upload-com-metadados');
    // Sample what the row shows until the server is done: percentages, then 'processando'.
    const completed = toast('Upload completo');
    while (!(await completed.isVisible())) {
      const stage = await page
        .getByTestId('upload-stage')
        .first()
        .textContent({ timeout: 500 })
        .catch(() => null);
      if (stage) seen.add(stage);
      await page.waitForTimeout(50);
    }
    await toast('1 imagem(ns) processada(s) com sucesso').waitFor();
    expect([...seen].some((s) => /^\d+%$/.test(s) || s === 'processando')).toBe(true);

    const card = page.getByTestId('library-image').first();
    await card.waitFor();
    const name = await card.getAttribute('aria-label');
    expect(name).toMatch(/^minha-foto-de-capa-\d+-[a-z0-9]{4}\.jpg$/);
    uploaded = name!;
    const thumbnail = card.locator('img');
    expect(await thumbnail.getAttribute('src')).toContain(encodeURIComponent('/thumbnails/thumb_'));
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    await expect.poll(() => card.innerText()).toMatch(/KB/);
    expect(await card.innerText()).toMatch(/−\d+%/);

    const records = await db.collection('article_images').where('filename', '==', uploaded).get();
    await expect
      .poll(async () => (await db.collection('article_images').doc(records.docs[0]!.id).get()).data())
      .toMatchObject({
        processingStatus: 'completed',
        width: 1600,
        height: 900,
        format: 'webp',
        alt: ALT,
        decorative: false,
        caption: CAPTION,
        credit: CREDIT,
      });
    // The library shows the description and the credit; the row has left the uploader.
    await expect.poll(() => card.innerText()).toContain(ALT);
    expect(await card.innerText()).toContain(`Foto: ${CREDIT}`);
    expect(await card.getByTestId('missing-alt').count()).toBe(0);
    expect(await page.getByTestId('upload-item').count()).toBe(0);
    await screenshot(page, 'biblioteca-descrita');
  });

  it('an anonymous browser cannot list the editor’s uploads nor fetch the original; no public version carries its metadata', async () => {
    const record = (await db.collection('article_images').where('filename', '==', uploaded).get()).docs[0]!.data();
    const original = record.storagePath as string;
    const folder = `article_images/${record.authorId}/`;
    // The original really is there, with the marker and GPS in it (what an attacker would be after).
    const [stored] = await bucket().file(original).download();
    expect(stored.includes(Buffer.from(MARKER))).toBe(true);

    const visitor = await browser.newPage();
    await visitor.goto(url('/'));
    const status = (address: string) =>
      visitor.evaluate(async (a) => (await fetch(a, { cache: 'no-store' })).status, address);
    expect(await status(objectUrl(original))).toBe(403);
    for (const prefix of [folder, `${folder}sizes/`, `${folder}thumbnails/`, 'article_images/', 'covers/', ''])
      expect(await status(listUrl(prefix)), prefix).toBe(403);
    // Even with the download token the upload received (revoked by the pipeline).
    const [meta] = await bucket().file(original).getMetadata();
    expect(meta.metadata?.firebaseStorageDownloadTokens ?? null).toBeNull();

    // What the public does get: the versions, by the names the record holds, none carrying the metadata.
    for (const path of record.variantPaths as string[]) {
      const response = await fetch(objectUrl(path));
      expect(response.status, path).toBe(200);
      const data = Buffer.from(await response.arrayBuffer());
      expect(data.includes(Buffer.from(MARKER)), path).toBe(false);
      const metadata = await sharp(data).metadata();
      expect([metadata.format, metadata.exif, metadata.xmp, metadata.iptc], path).toEqual([
        'webp',
        undefined,
        undefined,
        undefined,
      ]);
      expect(path.split('/').pop()).toMatch(/[0-9a-f]{32}/);
      expect(path).not.toContain(uploaded.replace(/\.jpg$/, ''));
    }
    await visitor.close();
  });

  it('the editor inserts a library image into an article, and the reader serves that WebP', async () => {
    await dismissToasts();
    await page.goto(url('/admin/articles/new'));
    const title = `Artigo com foto ${randomUUID().slice(0, 6)}`;
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.locator('.ProseMirror').first().click();
    await page.keyboard.type('Texto com uma foto da biblioteca.');
    await page.getByRole('button', { name: 'Inserir imagem da biblioteca' }).click();
    const picker = page.getByRole('dialog');
    await picker.getByTestId('library-image').first().getByRole('button', { name: 'Inserir' }).click();
    const inserted = page.locator('.ProseMirror img').first();
    await inserted.waitFor();
    const src = (await inserted.getAttribute('src')) ?? '';
    expect(src).toMatch(/\.webp/);
    // The figure copies the library's metadata.
    const figure = page.getByTestId('editor-figure').first();
    expect(await inserted.getAttribute('alt')).toBe(ALT);
    expect(await figure.innerText()).toContain(CAPTION);
    expect(await figure.innerText()).toContain(`Foto: ${CREDIT}`);
    // The same image as the cover, through the cover field's library button ('Usar como capa').
    await page.getByRole('button', { name: 'Biblioteca', exact: true }).click();
    const coverPicker = page.getByRole('dialog');
    await coverPicker.getByTestId('library-image').first().getByRole('button', { name: 'Usar como capa' }).click();
    await coverPicker.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('URL da imagem').inputValue()).toBe(src);
    // The cover's own copy, editable beside it: a different text for the cover.
    const coverFields = page.getByTestId('cover-metadata');
    expect(await coverFields.getByRole('textbox', { name: 'Texto alternativo' }).inputValue()).toBe(ALT);
    await coverFields.getByRole('textbox', { name: 'Texto alternativo' }).fill(COVER_ALT);
    await coverFields.getByRole('textbox', { name: 'Legenda' }).fill(COVER_CAPTION);
    await page.getByLabel('Categoria', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Saúde', exact: true }).click();
    await page.getByLabel('Status', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Publicado', exact: true }).click();

    // Without its text alternative the body's image stops the save, named in pt-BR; nothing is written.
    await figure.getByRole('button', { name: 'Editar imagem' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Imagem do artigo' });
    await imageDialog.getByRole('textbox', { name: 'Texto alternativo' }).fill('');
    await imageDialog.getByRole('button', { name: 'Salvar' }).click();
    await imageDialog.getByText("Descreva a imagem em 'Texto alternativo' ou marque 'Imagem decorativa'.").waitFor();
    await screenshot(page, 'editar-imagem-sem-alt');
    // Saved anyway from the dialog would be refused: leave the dialog and clear it in the HTML view instead.
    await imageDialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    const source = page.getByRole('textbox', { name: 'Código HTML do conteúdo' });
    await source.fill((await source.inputValue()).replace(`alt="${ALT}"`, 'alt=""'));
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    await figure.getByText('Sem texto alternativo').waitFor();
    await dismissToasts();
    await page.getByRole('button', { name: 'Salvar Artigo' }).click();
    const refusal = `A imagem 1 do conteúdo “${CAPTION}” não tem texto alternativo.`;
    await toast(refusal).waitFor();
    await page.getByText(refusal).first().waitFor();
    await screenshot(page, 'salvar-recusado-sem-alt');
    expect((await db.collection('articles').where('title', '==', title).get()).size).toBe(0);
    await figure.getByRole('button', { name: 'Editar imagem' }).click();
    await imageDialog.getByRole('textbox', { name: 'Texto alternativo' }).fill(ALT);
    await imageDialog.getByRole('button', { name: 'Salvar' }).click();
    await imageDialog.waitFor({ state: 'hidden' });

    await dismissToasts();
    await saveAndPublish(page);

    const saved = (await db.collection('articles').where('title', '==', title).limit(1).get()).docs[0]!;
    const body = (await db.doc(`articleContents/${saved.id}`).get()).data()?.content as string;
    expect(body).toContain(src);
    expect(body).toContain(
      `<figcaption><span class="pauta-figure__caption">${CAPTION}</span> <span class="pauta-figure__credit">Foto: ${CREDIT}</span></figcaption>`,
    );
    expect(saved.data()).toMatchObject({
      imageAlt: COVER_ALT,
      imageDecorative: false,
      imageCaption: COVER_CAPTION,
      imageCredit: CREDIT,
    });
    // The cover's versions were saved with it: the record's, as the pipeline recorded them.
    const record = (await db.collection('articles').doc(saved.id).get()).data()!;
    const image = (await db.collection('article_images').where('url', '==', src).get()).docs[0]!.data();
    expect(record.imageUrl).toBe(src);
    expect(record.imageVariants).toEqual(image.variants);
    const reader = await fetch(url(`/artigo/${saved.data().slug}`));
    expect(reader.status).toBe(200);
    const html = await reader.text();
    expect(html).toContain(src.replace(/&/g, '&amp;'));
    // (React writes the attribute as `srcSet`: HTML attribute names are case-insensitive.)
    expect(html).toMatch(/<figure class="article-cover"><img[^>]* srcset="[^"]+ 300w, [^"]+ 800w, [^"]+ 1600w"/i);
    // The cover's alt is its own text (never the title); the body's figure carries its caption and credit.
    expect(html).toMatch(new RegExp(`<figure class="article-cover"><img[^>]* alt="${COVER_ALT}"`));
    // (React separates adjacent text nodes with an empty comment.)
    expect(html.replace(/<!-- -->/g, '')).toContain(
      `<figcaption class="article-cover__caption">${COVER_CAPTION} <span class="article-cover__credit">Foto: ${CREDIT}</span></figcaption>`,
    );
    expect(html).toMatch(new RegExp(`<figure class="pauta-figure"><img src="[^"]+" alt="${ALT}"`));
    // JSON-LD: the cover as an ImageObject with its caption and credit.
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((block) => block['@type'] === 'NewsArticle')!;
    expect(jsonLd.image).toEqual([
      expect.objectContaining({
        '@type': 'ImageObject',
        url: src,
        caption: COVER_CAPTION,
        description: COVER_ALT,
        creditText: CREDIT,
        width: 1600,
        height: 900,
      }),
    ]);
    // RSS: the cover as media:content with its credit; the body's figure in content:encoded.
    const rss = await (await fetch(url('/rss.xml'))).text();
    const item = rss.split('<item>').find((chunk) => chunk.includes(`<title>${title}</title>`))!;
    expect(item).toContain(`<media:content url="${src.replace(/&/g, '&amp;')}" medium="image" type="image/webp"`);
    expect(item).toContain(`<media:credit role="photographer">${CREDIT}</media:credit>`);
    expect(item).toContain(`<media:description>${COVER_CAPTION}</media:description>`);
    expect(item).toContain(`<figcaption><span>${CAPTION}</span> <span>Foto: ${CREDIT}</span></figcaption>`);

    // An anonymous browser (no session, originals closed to it) still sees the article's images:
    // the cover and the body's photo load, and no request for them is refused.
    // The cover (srcset) and the body's photo are versions of the one upload: its key names them all.
    const key = src.match(/[0-9a-f]{32}/)![0];
    const visitor = await browser.newPage();
    const refused: string[] = [];
    visitor.on('response', (r) => {
      if (r.url().includes(key) && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    await visitor.goto(url(`/artigo/${saved.data().slug}`), { waitUntil: 'load', timeout: 60_000 });
    const ofUpload = visitor.locator(`img[src*="${key}"], img[srcset*="${key}"]`);
    await ofUpload.last().scrollIntoViewIfNeeded();
    const widths = () => ofUpload.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
    await expect
      .poll(async () => (await widths()).filter((w) => w > 0).length, { timeout: UI_TIMEOUT })
      .toBeGreaterThanOrEqual(2);
    expect(await widths(), 'an image of the article that did not load').not.toContain(0);
    expect(refused).toEqual([]);
    // Read as a person would (figure, caption, credit, reading time), and no image without a text alternative.
    await visitor.locator('.article-cover figcaption').getByText(`Foto: ${CREDIT}`).waitFor();
    await visitor.locator('[data-testid="reading-time"]').getByText('1 min de leitura').waitFor();
    await visitor.locator('.pauta-figure').first().scrollIntoViewIfNeeded();
    await screenshot(visitor, 'leitor-figura-credito', true);
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.close();

    // Back to the library, where the next steps work.
    await page.goto(url('/admin/images'));
    await page.getByRole('heading', { name: 'Biblioteca de Imagens' }).waitFor();
    await page.getByTestId('library-image').first().waitFor();
  }, 240_000);

  it('imports an image from the local fixture server and refuses an internal address', async () => {
    const field = page.getByRole('textbox', { name: 'URL da imagem externa' });
    await dismissToasts();
    await page.getByRole('button', { name: 'Processar' }).click();
    await toast('URL necessário').waitFor();
    await toast('Digite o URL da imagem externa').waitFor();

    await field.fill('http://169.254.169.254/latest/meta-data/foto.png');
    await dismissToasts();
    await page.getByRole('button', { name: 'Processar' }).click();
    // The function's first call starts its worker: slow on a loaded machine.
    await toast('Erro no processamento').waitFor({ timeout: 80_000 });
    await toast('Este endereço não pode ser usado para importar imagens').waitFor();

    await field.fill(`${FIXTURE_ORIGIN}/foto-lenta.jpg`);
    await dismissToasts();
    await page.getByRole('button', { name: 'Processar' }).click();
    await toast('Tempo esgotado ao tentar carregar a imagem').waitFor({ timeout: 30_000 });
    await expect(toast('Erro no processamento').innerText()).resolves.not.toContain(
      'Não foi possível processar a imagem externa.',
    );

    await field.fill(`${FIXTURE_ORIGIN}/foto-externa.jpg`);
    await dismissToasts();
    await page.getByRole('button', { name: 'Processar' }).click();
    // The import downloads, decodes and writes three versions: slow on a loaded machine.
    await toast('Imagem processada').waitFor({ timeout: 80_000 });
    await toast('Imagem externa processada e otimizada com sucesso.').waitFor();
    await expect.poll(() => page.getByTestId('library-image').count()).toBe(2);
    const external = page.getByTestId('library-image').filter({ hasText: 'externa' });
    await external.waitFor();
    // Imported without a description: flagged, then described from the library.
    await external.getByTestId('missing-alt').getByText('Sem texto alternativo').waitFor();
    await screenshot(page, 'biblioteca-sem-alt');
    await external.getByRole('button', { name: /^Editar informações de / }).click();
    const info = page.getByRole('dialog');
    await info.getByRole('checkbox', { name: 'Imagem decorativa' }).check();
    await info.getByRole('button', { name: 'Salvar' }).click();
    await toast('Informações salvas').waitFor();
    await expect.poll(() => external.getByTestId('missing-alt').count()).toBe(0);
    await external.getByText('Imagem decorativa').waitFor();

    const imported = await db.collection('article_images').where('isExternal', '==', true).get();
    expect(imported.size).toBe(1);
    expect(imported.docs[0].data()).toMatchObject({
      originalUrl: `${FIXTURE_ORIGIN}/foto-externa.jpg`,
      processingStatus: 'completed',
      width: 1400,
      height: 900,
    });

    // Search by name.
    await page.getByRole('textbox', { name: 'Buscar imagens' }).fill('minha-foto');
    await expect.poll(() => page.getByTestId('library-image').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Buscar imagens' }).fill('nada-assim');
    await page.getByText('Nenhuma imagem encontrada').waitFor();
    await page.getByRole('textbox', { name: 'Buscar imagens' }).fill('');
  }, 180_000);

  it('the reader page serves the chosen cover as WebP with srcset, width and height', async () => {
    const record = (await db.collection('article_images').where('filename', '==', uploaded).get()).docs[0].data();
    const articles = await db.collection('articles').where('status', '==', 'published').limit(1).get();
    const article = articles.docs[0];
    // What the article editor saves after 'Usar como capa' (the image's URL and its recorded versions).
    await article.ref.update({ imageUrl: record.url, imageVariants: record.variants });

    const reader = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const webp: string[] = [];
    reader.on('response', (r) => {
      if (r.request().resourceType() === 'image' && r.headers()['content-type'] === 'image/webp') webp.push(r.url());
    });
    await reader.goto(url(`/artigo/${article.get('slug')}`));
    const cover = reader.locator('.article-cover img');
    await cover.waitFor();
    expect(await cover.getAttribute('srcset')).toMatch(/ 300w, .+ 800w, .+ 1600w$/);
    expect([await cover.getAttribute('width'), await cover.getAttribute('height')]).toEqual(['1600', '900']);
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const current = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(webp).toContain(current);
    await reader.close();
  });

  it('the home page serves the seeded covers through srcset (and reports the bytes)', async () => {
    const home = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const loaded = new Map<string, number>();
    home.on('response', async (r) => {
      if (r.request().resourceType() !== 'image') return;
      const body = await r.body().catch(() => null);
      if (body) loaded.set(r.url(), body.length);
    });
    await home.goto(url('/'));
    await home.locator('img[srcset]').first().waitFor();
    // Scroll through the whole page so the lazy images load too.
    for (let y = 0; y < 12; y += 1) {
      await home.mouse.wheel(0, 900);
      await home.waitForTimeout(250);
    }
    await home.waitForLoadState('networkidle');
    const lazy = await home.locator('.article-card img').first().getAttribute('loading');
    expect(lazy).toBe('lazy');
    const srcsets = await home.locator('img[srcset]').count();
    expect(srcsets).toBeGreaterThan(3);
    // "Before" = the full-size WebP of each cover loaded (what every card used to download): the
    // main version is the last candidate of the srcset the loaded file belongs to.
    const mainOf = new Map<string, string>();
    for (const srcset of await home
      .locator('img[srcset]')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('srcset')!))) {
      const candidates = srcset.split(', ').map((c) => c.split(' ')[0]!);
      for (const candidate of candidates) mainOf.set(candidate, candidates[candidates.length - 1]!);
    }
    let after = 0;
    let before = 0;
    for (const [address, bytes] of loaded) {
      after += bytes;
      const main = mainOf.get(address) ?? address;
      before += main === address ? bytes : (await fetch(main).then((r) => r.arrayBuffer())).byteLength;
    }
    console.log(
      `[images e2e] home: ${loaded.size} images, ${Math.round(after / 1024)} KB (full-size covers: ${Math.round(before / 1024)} KB)`,
    );
    expect(after).toBeLessThan(before);
    await home.close();
  });

  it('deletes an image with confirmation, removing the record and every file', async () => {
    const record = (await db.collection('article_images').where('filename', '==', uploaded).get()).docs[0];
    const own = [record.get('storagePath') as string, ...(record.get('variantPaths') as string[])];
    const prefix = `article_images/${record.get('authorId')}/`;
    const mine = async () => (await filesOf(prefix)).filter((n) => own.includes(n));
    expect((await mine()).length).toBe(4);

    await page.getByRole('button', { name: `Excluir ${uploaded}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await dialog.getByText('Tem certeza que deseja excluir esta imagem? Esta ação não pode ser desfeita.').waitFor();
    await dialog.getByRole('button', { name: 'Excluir Permanentemente' }).click();
    await toast('Imagem excluída').waitFor();
    await toast('A imagem foi excluída com sucesso.').waitFor();
    await expect.poll(() => page.getByTestId('library-image').count()).toBe(1);

    expect((await record.ref.get()).exists).toBe(false);
    await waitUntil(mine, (left) => left.length === 0);
  });

  it('deleting an article removes its images and their files', async () => {
    const imported = (await db.collection('article_images').where('isExternal', '==', true).get()).docs[0];
    const articleId = `e2e-${randomUUID().slice(0, 8)}`;
    await imported.ref.update({ articleId });
    const article = db.doc(`articles/${articleId}`);
    await article.set({ title: 'Temporário', status: 'draft' });
    const storagePath = imported.get('storagePath') as string;
    expect((await bucket().file(storagePath).exists())[0]).toBe(true);

    await article.delete();

    await waitUntil(
      async () => (await imported.ref.get()).exists,
      (exists) => !exists,
    );
    await waitUntil(
      async () => (await bucket().file(storagePath).exists())[0],
      (exists) => !exists,
    );
  });

  it("the editor's 'Imagens externas': Processar puts Pauta's copy in the text and keeps what was typed meanwhile", async () => {
    await page.goto(url('/admin/articles/new'));
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Foto de fora no texto');
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    const source = page.getByRole('textbox', { name: 'Código HTML do conteúdo' });
    await source.fill(`<p>Antes da foto.</p><img src="${FIXTURE_ORIGIN}/foto-retida.jpg" alt="Quadrado verde">`);
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    const panel = page.getByLabel('Imagens externas');
    await panel.getByRole('heading', { name: 'Imagens externas (1)' }).waitFor();
    await screenshot(page, 'editor-imagens-externas', true);

    // The function is fetching the image (held by the fixture server) while the editor keeps writing.
    const fetching = new Promise<() => void>((resolve) => (holdRequest = resolve));
    await dismissToasts();
    await panel.getByRole('button', { name: 'Processar' }).click();
    const answer = await fetching;
    await page.locator('.ProseMirror').first().getByText('Antes da foto.').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Escrito enquanto a foto era processada.');
    answer();
    holdRequest = (next) => next();
    await toast('Imagem processada').waitFor({ timeout: 80_000 });
    await panel.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    const html = await source.inputValue();
    expect(html).toContain('Antes da foto. Escrito enquanto a foto era processada.');
    expect(html).not.toContain(FIXTURE_ORIGIN);
    expect(html).toMatch(/<img[^>]+src="[^"]*article_images[^"]*"/);
  }, 180_000);
});
