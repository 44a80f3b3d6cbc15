// Draws a 1200x675 (16:9) WebP cover: the category colour, its label and the title, via SVG and sharp.
import sharp from 'sharp';

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

/** @returns {Promise<Buffer>} a WebP image */
export function renderCover(options) {
  return sharp(Buffer.from(coverSvg(options)))
    .webp({ quality: 80 })
    .toBuffer();
}
