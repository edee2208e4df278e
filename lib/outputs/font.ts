/**
 * Just enough of a TrueType font to lay out a line of text: units per em, the character map (format 4) and the
 * advance width of each glyph. Social cards set their text from pre-drawn glyphs (see social-card.ts), so they need
 * the advances, not a shaper: no kerning or ligatures, which card titles do not miss.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The metrics a layout needs. */
export interface FontMetrics {
  file: string;
  unitsPerEm: number;
  /** Advance width in font units of a character, or undefined when the font has no glyph for it. */
  advance: (char: string) => number | undefined;
}

/** The font cards are drawn with: Geist, shipped inside Next.js; DejaVu Sans (Debian) when a Next upgrade moves it. */
export function cardFontFile(): string {
  const candidates = [path.resolve('node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf'), '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`no font for social cards: looked for ${candidates.join(', ')}`);
  return found;
}

/** Reads a TrueType font's metrics. */
export function readFontMetrics(file: string): FontMetrics {
  const data = fs.readFileSync(file);
  const tables = new Map<string, number>();
  const count = data.readUInt16BE(4);
  for (let i = 0; i < count; i++) tables.set(data.toString('latin1', 12 + i * 16, 16 + i * 16), data.readUInt32BE(20 + i * 16));
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`${file}: no ${tag} table`);
    return at;
  };
  const unitsPerEm = data.readUInt16BE(table('head') + 18);
  const metricsCount = data.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOfGlyph = (glyph: number) => data.readUInt16BE(hmtx + Math.min(glyph, metricsCount - 1) * 4);
  const cmap = table('cmap');
  let format4 = -1;
  for (let i = 0; i < data.readUInt16BE(cmap + 2); i++) {
    const platform = data.readUInt16BE(cmap + 4 + i * 8);
    const encoding = data.readUInt16BE(cmap + 6 + i * 8);
    const offset = cmap + data.readUInt32BE(cmap + 8 + i * 8);
    if (data.readUInt16BE(offset) === 4 && ((platform === 3 && encoding === 1) || platform === 0)) format4 = offset;
  }
  if (format4 < 0) throw new Error(`${file}: no Unicode BMP character map`);
  const segments = data.readUInt16BE(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const glyphOf = (code: number): number => {
    for (let s = 0; s < segments; s++) {
      if (data.readUInt16BE(ends + s * 2) < code) continue;
      const start = data.readUInt16BE(starts + s * 2);
      if (start > code) return 0;
      const delta = data.readInt16BE(deltas + s * 2);
      const rangeOffset = data.readUInt16BE(rangeOffsets + s * 2);
      if (!rangeOffset) return (code + delta) & 0xffff;
      const glyph = data.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
      return glyph ? (glyph + delta) & 0xffff : 0;
    }
    return 0;
  };
  return {
    file,
    unitsPerEm,
    advance: (char) => {
      const code = char.codePointAt(0) ?? 0;
      const glyph = code > 0xffff ? 0 : glyphOf(code);
      return glyph ? advanceOfGlyph(glyph) : undefined;
    },
  };
}
