// Makes the brand's raster images from its SVG art, with Debian's Chromium (run once; the outputs are committed):
//   src/web/public/og-image.png    1200×630, the social card of every page without an image of its own
//   src/web/public/brand-logo.png  512×512, the Organization logo of the home page's JSON-LD
//   src/web/public/favicon.ico     16, 32 and 48 px PNGs in one .ico, for browsers and crawlers that ask for it
// Usage: node --import tsx scripts/brand-images.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../test/helpers/chromium';

const PUBLIC = path.resolve('src/web/public');
const favicon = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8').trim();
const gear = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

// The site's own font (the self-hosted Inter), so the card's letters are the site's, Romanian diacritics included.
const fontDir = path.resolve('node_modules/@fontsource-variable/inter/files');
const fontFace = ['latin', 'latin-ext']
  .map((subset) => readFileSync(path.join(fontDir, `inter-${subset}-wght-normal.woff2`)).toString('base64'))
  .map((data) => `@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2')}`)
  .join('');

const OG_HTML = `<!doctype html><html><head><style>${fontFace}</style></head><body style="margin:0">
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0B1F3A"/><stop offset="1" stop-color="#123a6b"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="260" fill="#F57E25" opacity="0.10"/>
  <circle cx="1100" cy="560" r="180" fill="#0066B3" opacity="0.35"/>
  <g transform="translate(80 90) scale(3.2)">${gear}</g>
  <rect x="80" y="300" width="120" height="10" rx="5" fill="#F57E25"/>
  <text x="80" y="390" fill="#ffffff" font-family="Inter, DejaVu Sans, sans-serif" font-size="68" font-weight="800">FIRST Tech Challenge</text>
  <text x="80" y="470" fill="#ffffff" font-family="Inter, DejaVu Sans, sans-serif" font-size="68" font-weight="800">România</text>
  <text x="80" y="545" fill="#dbe6f3" font-family="Inter, DejaVu Sans, sans-serif" font-size="32">Robotică și STEAM pentru liceeni din toată țara</text>
</svg></body></html>`;

const iconHtml = (size: number) =>
  `<!doctype html><html><body style="margin:0;background:transparent">${favicon.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`;

/** An .ico holding PNG images (allowed since Windows Vista; every browser reads it). */
function ico(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const shot = async (html: string, width: number, height: number, omitBackground = false) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ omitBackground, clip: { x: 0, y: 0, width, height } });
    await page.close();
    return png;
  };
  writeFileSync(path.join(PUBLIC, 'og-image.png'), await shot(OG_HTML, 1200, 630));
  writeFileSync(path.join(PUBLIC, 'brand-logo.png'), await shot(iconHtml(512), 512, 512, true));
  const icons = [];
  for (const size of [16, 32, 48]) icons.push({ size, png: await shot(iconHtml(size), size, size, true) });
  writeFileSync(path.join(PUBLIC, 'favicon.ico'), ico(icons));
  console.log('Wrote og-image.png, brand-logo.png and favicon.ico in src/web/public');
} finally {
  await browser.close();
}
