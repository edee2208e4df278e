/**
 * Social card images (1200 by 630 PNG, for og:image and twitter:image): the page's section above its title.
 *
 * Drawing a whole card with an SVG renderer costs about 100 ms on this machine, which for ~400 routes would add
 * far more than the 10% a cold build may grow. So each glyph is drawn once per size (resvg, anti-aliased), and a card
 * is a copy of a pre-drawn background with glyphs set at their advance widths, written as a palette PNG with zlib.
 */
import zlib from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { cardFontFile, readFontMetrics, type FontMetrics } from './font';
import type { Card } from './page-info';

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
type Rgb = [number, number, number];
const BACKGROUND: Rgb = [9, 27, 44];
const ACCENT: Rgb = [237, 9, 143];
const TITLE: Rgb = [255, 255, 255];
const SECTION: Rgb = [255, 156, 207];
const FOOTER: Rgb = [190, 205, 220];

/** Characters drawn in advance; any other becomes "?" (titles here are English). */
const CHARSET = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), '“', '”', '‘', '’', '–', '—', '…', '·', 'é', '→'];

/** One size of the font: each character's ink as (x, y, level) triples, and its advance in pixels. */
interface GlyphSet {
  size: number;
  /** Ink of a character relative to its pen position on the baseline; level 1..LEVELS-1 is its coverage. */
  ink: Map<string, Int16Array>;
  advance: (char: string) => number;
}

/** Coverage levels per text colour: anti-aliasing in 16 steps, which a 1200-pixel-wide card does not show. */
const LEVELS = 16;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Draws every character of CHARSET at one size in a single SVG render and keeps each one's inked pixels. */
function drawGlyphs(metrics: FontMetrics, family: string, size: number): GlyphSet {
  const pad = Math.ceil(size * 0.15);
  const cellWidth = Math.ceil(size * 1.3) + 2 * pad;
  const cellHeight = Math.ceil(size * 1.45);
  const baseline = Math.ceil(size * 1.1);
  const columns = 16;
  const rows = Math.ceil(CHARSET.length / columns);
  const texts = CHARSET.map((char, i) => `<text x="${(i % columns) * cellWidth + pad}" y="${Math.floor(i / columns) * cellHeight + baseline}">${escapeXml(char)}</text>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * cellWidth}" height="${rows * cellHeight}"><g font-family="${family}" font-size="${size}" fill="#fff" xml:space="preserve">${texts.join('')}</g></svg>`;
  const image = new Resvg(svg, { font: { fontFiles: [metrics.file], loadSystemFonts: false, defaultFontFamily: family } }).render();
  const pixels = image.pixels;
  const ink = new Map<string, Int16Array>();
  CHARSET.forEach((char, i) => {
    const dots: number[] = [];
    const x0 = (i % columns) * cellWidth;
    const y0 = Math.floor(i / columns) * cellHeight;
    for (let y = 0; y < cellHeight; y++) {
      for (let x = 0; x < cellWidth; x++) {
        const level = Math.round((pixels[((y0 + y) * image.width + x0 + x) * 4 + 3]! * (LEVELS - 1)) / 255);
        if (level) dots.push(x - pad, y - baseline, level);
      }
    }
    ink.set(char, Int16Array.from(dots));
  });
  const scale = size / metrics.unitsPerEm;
  const fallback = (metrics.advance('?') ?? metrics.unitsPerEm / 2) * scale;
  return { size, ink, advance: (char) => (ink.has(char) ? (metrics.advance(char) ?? 0) * scale : fallback) };
}

const lineWidth = (glyphs: GlyphSet, text: string) => [...text].reduce((sum, char) => sum + glyphs.advance(char), 0);

/** Greedy word wrap to `width`; a word longer than a line is cut; more than `maxLines` ends with an ellipsis. */
export function wrapText(text: string, width: number, measure: (text: string) => number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (measure(current) > width) {
      let cut = current.length - 1;
      while (cut > 1 && measure(current.slice(0, cut)) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (last.length > 1 && measure(last) > width) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

/** Draws one line of text into a palette canvas with its baseline at `y`, in the colour whose palette run starts at `base`. */
function drawText(canvas: Uint8Array, glyphs: GlyphSet, text: string, x: number, y: number, base: number): void {
  let pen = x;
  for (const raw of text) {
    const dots = glyphs.ink.get(glyphs.ink.has(raw) ? raw : '?')!;
    const left = Math.round(pen);
    for (let i = 0; i < dots.length; i += 3) {
      const px = left + dots[i]!;
      const py = y + dots[i + 1]!;
      if (px < 0 || px >= WIDTH || py < 0 || py >= HEIGHT) continue;
      const at = py * WIDTH + px;
      // Neighbouring glyphs may overlap by a pixel: keep the stronger coverage.
      const index = base + dots[i + 2]! - 1;
      if (canvas[at]! < base || canvas[at]! < index) canvas[at] = index;
    }
    pen += glyphs.advance(raw);
  }
}

/** The palette: background, accent, then LEVELS - 1 blends of each text colour over the background. */
const COLOURS: Rgb[] = [TITLE, SECTION, FOOTER];
const runOf = (colour: Rgb) => 2 + COLOURS.indexOf(colour) * (LEVELS - 1);
function palette(): Buffer {
  const entries: Rgb[] = [BACKGROUND, ACCENT];
  for (const colour of COLOURS) {
    for (let level = 1; level < LEVELS; level++) entries.push(colour.map((c, i) => Math.round(BACKGROUND[i]! + ((c - BACKGROUND[i]!) * level) / (LEVELS - 1))) as Rgb);
  }
  return Buffer.from(entries.flat());
}

const fill = (canvas: Uint8Array, x: number, y: number, w: number, h: number, index: number) => {
  for (let py = y; py < y + h; py++) canvas.fill(index, py * WIDTH + x, py * WIDTH + x + w);
};

/** Encodes an 8-bit palette canvas as PNG (no row filter: the flat background compresses well without). */
export function encodePng(canvas: Uint8Array, width: number, height: number, colours: Buffer): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(canvas.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body, zlib.crc32(head.subarray(4))), 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('PLTE', colours), chunk('IDAT', zlib.deflateSync(raw, { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A card painter: draws the glyphs and the background once, then each card in a few milliseconds. */
export function createCardPainter(siteName: string, host: string): (card: Card) => Buffer {
  const metrics = readFontMetrics(cardFontFile());
  const family = 'CardFont';
  const sizes = new Map<number, GlyphSet>();
  const glyphsAt = (size: number) => {
    if (!sizes.has(size)) sizes.set(size, drawGlyphs({ ...metrics }, family, size));
    return sizes.get(size)!;
  };
  const colours = palette();
  const background = new Uint8Array(WIDTH * HEIGHT);
  fill(background, 0, 0, WIDTH, 14, 1);
  fill(background, MARGIN, HEIGHT - 120, 64, 6, 1);
  const footer = glyphsAt(32);
  drawText(background, footer, siteName, MARGIN, HEIGHT - 62, runOf(FOOTER));
  drawText(background, footer, host, WIDTH - MARGIN - Math.ceil(lineWidth(footer, host)), HEIGHT - 62, runOf(FOOTER));
  return (card) => {
    const canvas = background.slice();
    const section = glyphsAt(36);
    drawText(canvas, section, wrapText(card.section, TEXT_WIDTH, (t) => lineWidth(section, t), 1)[0] ?? '', MARGIN, 150, runOf(SECTION));
    // Big type for short titles; longer ones step down so they fit in three lines.
    let title = glyphsAt(76);
    let lines = wrapText(card.title, TEXT_WIDTH, (t) => lineWidth(title, t), 3);
    if (lines.length > 2) {
      title = glyphsAt(60);
      lines = wrapText(card.title, TEXT_WIDTH, (t) => lineWidth(title, t), 3);
    }
    const leading = Math.round(title.size * 1.2);
    lines.forEach((line, i) => drawText(canvas, title, line, MARGIN, 250 + title.size * 0.5 + i * leading, runOf(TITLE)));
    return encodePng(canvas, WIDTH, HEIGHT, colours);
  };
}
