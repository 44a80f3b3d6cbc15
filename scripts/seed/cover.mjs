// Draws a 1200x675 (16:9) cover (the category colour, its label and the title, via SVG and sharp) as a
// lossless PNG original (private, like every original), then runs it through the image pipeline every
// upload goes through (functions/src/images: WebP main size, 800 px and thumbnail under a random key)
// so readers get srcset for it too, from the variants recorded on the article. The drawn and
// processed images are kept for their content (node_modules/.cache/pauta-seed-covers, keyed on the
// drawing and the built pipeline): every stack seeds the same covers, only the first draws them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COVERS_ROOT } from '@pauta/model';
import sharp from 'sharp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'pauta-seed-covers');
const PIPELINE = join(ROOT, 'functions', 'lib', 'images', 'process-image.js');

const WIDTH = 1200;
const HEIGHT = 675;

const escapeXml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

/** Greedy word wrap by character count (the font is proportional; 26 fits 60 px DejaVu Sans Bold). */
export function wrapTitle(title, maxChars = 26, maxLines = 4) {
  const lines = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = lines[maxLines - 1].replace(/\s*\S*$/, '') + '…';
  }
  return lines;
}

export function coverSvg({ title, categoryLabel, color, accent }) {
  const lines = wrapTitle(title);
  const top = HEIGHT / 2 - ((lines.length - 1) * 76) / 2 + 20;
  const text = lines.map((l, i) => `<text x="80" y="${top + i * 76}" class="title">${escapeXml(l)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${color}"/>
      <stop offset="1" stop-color="#111827"/>
    </linearGradient>
    <style>
      .title { font: bold 60px 'DejaVu Sans', 'Liberation Sans', sans-serif; fill: #ffffff; }
      .badge { font: bold 28px 'DejaVu Sans', 'Liberation Sans', sans-serif; fill: #111827; letter-spacing: 2px; }
      .brand { font: bold 32px 'DejaVu Serif', serif; fill: #ffffff; opacity: 0.85; }
    </style>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1060" cy="120" r="260" fill="${accent}" opacity="0.18"/>
  <circle cx="1150" cy="600" r="160" fill="${accent}" opacity="0.12"/>
  <rect x="80" y="70" rx="8" width="${categoryLabel.length * 22 + 48}" height="52" fill="${accent}"/>
  <text x="104" y="106" class="badge">${escapeXml(categoryLabel.toUpperCase())}</text>
  ${text}
  <rect x="80" y="${HEIGHT - 92}" width="120" height="6" fill="${accent}"/>
  <text x="80" y="${HEIGHT - 44}" class="brand">Pauta</text>
</svg>`;
}

/** @returns {Promise<Buffer>} the PNG original */
export function renderCover(options) {
  return sharp(Buffer.from(coverSvg(options)))
    .png()
    .toBuffer();
}

/** The built pipeline (functions/build.mjs bundles these two modules; the stack builds before seeding). */
async function loadPipeline() {
  try {
    // Paths in variables: the build output does not exist when `scripts/` is typechecked.
    const built = (file) => new URL(`../../functions/lib/images/${file}`, import.meta.url).href;
    const [{ processImage }, { storeVariants, revokeDownloadTokens }] = await Promise.all([
      import(built('process-image.js')),
      import(built('store-variants.js')),
    ]);
    return { processImage, storeVariants, revokeDownloadTokens };
  } catch (error) {
    throw new Error(`seed: compile as Cloud Functions antes (npm run build -w functions): ${error.message}`);
  }
}

/** The variants a cached cover keeps, by their file names. */
const VARIANTS = ['main', 'medium', 'thumbnail'];

/**
 * The cover's PNG original and what the image pipeline made of it, drawn and processed once for
 * this drawing and this build of the pipeline, then read back.
 * @returns {Promise<{ original: Buffer, processed: any }>}
 */
export async function coverImages(options) {
  const key = createHash('sha256')
    .update(coverSvg(options))
    .update(existsSync(PIPELINE) ? readFileSync(PIPELINE) : '')
    .update(sharp.versions.vips ?? '')
    .digest('hex')
    .slice(0, 24);
  const dir = join(CACHE_DIR, key);
  if (existsSync(join(dir, 'meta.json'))) {
    const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
    const processed = { original: meta.original, medium: null };
    for (const name of VARIANTS)
      if (meta[name]) processed[name] = { ...meta[name], data: readFileSync(join(dir, `${name}.webp`)) };
    return { original: readFileSync(join(dir, 'original.png')), processed };
  }
  const { processImage } = await loadPipeline();
  const original = await renderCover(options);
  const processed = await processImage(original);
  // Written beside and renamed into place: a stack seeding at the same time reads a whole cover or none.
  const building = `${dir}.${process.pid}`;
  mkdirSync(building, { recursive: true });
  writeFileSync(join(building, 'original.png'), original);
  const meta = { original: processed.original };
  for (const name of VARIANTS) {
    if (!processed[name]) continue;
    const { data, ...size } = processed[name];
    writeFileSync(join(building, `${name}.webp`), data);
    meta[name] = size;
  }
  writeFileSync(join(building, 'meta.json'), JSON.stringify(meta));
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another seed kept the same cover meanwhile
  }
  return { original, processed };
}

/**
 * Uploads the cover of one article: the PNG original at covers/{id}/cover.png and its processed
 * versions. Returns the URL of the main WebP (the article's imageUrl), its variants (the article's
 * imageVariants) and the byte counts.
 */
export async function uploadCover(bucket, articleId, options) {
  const { storeVariants, revokeDownloadTokens } = await loadPipeline();
  const { original, processed } = await coverImages(options);
  await bucket.file(`${COVERS_ROOT}/${articleId}/cover.png`).save(original, {
    resumable: false,
    metadata: { contentType: 'image/png', cacheControl: 'private, max-age=0' },
  });
  await revokeDownloadTokens(bucket, `${COVERS_ROOT}/${articleId}/cover.png`);
  const stored = await storeVariants(bucket, `${COVERS_ROOT}/${articleId}`, processed);
  return {
    url: stored.url,
    variants: stored.variants,
    originalBytes: original.length,
    mainBytes: processed.main.data.length,
    mediumBytes: processed.medium?.data.length ?? processed.main.data.length,
    thumbnailBytes: processed.thumbnail.data.length,
  };
}
