/**
 * `npm run icons`: the site's icons from the logo's K mark (public/img/logo-light.svg), drawn by Chromium:
 * favicon.ico (16, 32 and 48 px PNGs in one ICO), icon.svg, apple-touch-icon.png (180 px) and the web manifest's
 * 192 and 512 px PNGs. Browsers and crawlers ask for /favicon.ico whatever the HTML says. The outputs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const logo = fs.readFileSync('public/img/logo-light.svg', 'utf8');
/** The mark is the logo's first path, drawn in a 32 x 32 box. */
const mark = /<path[^>]*\/>/.exec(logo)?.[0];
if (!mark) throw new Error('public/img/logo-light.svg has no <path> to draw the icon from');

/** The mark on a square; `padding` (in 32ths) keeps it clear of a touch icon's rounded corners. */
const squareSvg = (background: string | null, padding = 0) => {
  const box = 32 + 2 * padding;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-padding} ${-padding} ${box} ${box}">${background ? `<rect x="${-padding}" y="${-padding}" width="${box}" height="${box}" fill="${background}"/>` : ''}${mark}</svg>`;
};

/** An ICO file holding PNG images (read by every browser since IE 11). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const render = async (svg: string, size: number): Promise<Buffer> => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  const write = (file: string, data: Buffer | string) => {
    fs.writeFileSync(path.join('public', file), data);
    console.log(`wrote public/${file}`);
  };
  const transparent = squareSvg(null);
  write('icon.svg', `${transparent}\n`);
  write('favicon.ico', ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await render(transparent, size) })))));
  write('apple-touch-icon.png', await render(squareSvg('#ffffff', 6), 180));
  write('icon-192.png', await render(squareSvg('#ffffff', 6), 192));
  write('icon-512.png', await render(squareSvg('#ffffff', 6), 512));
} finally {
  await browser.close();
}
