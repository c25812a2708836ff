import sharp from 'sharp';
import { GLYPH_ADVANCE, GLYPH_HEIGHT, glyphDots } from './watermark-glyphs.js';
import type { MarkFormat } from './image-worker-protocol.js';
import { markBaseKey } from './mark-base-key.js';
import { RecentlyUsed } from './recently-used.js';

/**
 * The viewer's mark tiled diagonally across the image over a shadow, so it reads on any photo and
 * cannot be cropped away. A marked photo is JPEG whatever its name says, far cheaper to encode than
 * WebP (bench/RESULTS.md, watermark); CV pages stay WebP, as small letters ring in JPEG.
 */
export async function renderWatermark(
  input: Buffer,
  text: string,
  quality: number,
  format: MarkFormat = 'jpeg',
): Promise<Buffer> {
  const base = await decoded(input);
  const pixels = Buffer.from(base.data); // the kept pixels stay unmarked for the next viewer
  drawMark(pixels, base.width, base.height, markTile(text, cellOf(base.width, base.height)));
  const marked = sharp(pixels, { raw: { width: base.width, height: base.height, channels: 3 } });
  return (
    format === 'jpeg'
      ? // No second pass for optimal Huffman tables: faster, for slightly more bytes.
        marked.jpeg({ quality, mozjpeg: false, optimiseCoding: false })
      : // effort 2: a viewer waits for this render; a higher effort saves little size.
        marked.webp({ quality, effort: 2 })
  ).toBuffer();
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decoded renditions by the hash of their bytes, so a replaced file is never served from here,
 * within a per-worker budget. Transparency is flattened onto white: JPEG has none, and transparent
 * corners would turn black.
 */
const DECODED_BUDGET = 64 * 1024 * 1024;
const decodedCache = new RecentlyUsed<Pixels>(DECODED_BUDGET, (p) => p.data.length);

/**
 * Decodes a photo's widest rendition as soon as it is made (an upload's job, `image-worker.ts`),
 * so its first viewer pays for the mark only: decoding the WebP was half of that first render. A
 * freshly uploaded photo is the one most likely to be opened soon; the budget keeps only the latest.
 */
export async function keepDecoded(rendition: Buffer): Promise<string> {
  await decoded(rendition);
  return markBaseKey(rendition);
}

async function decoded(input: Buffer): Promise<Pixels> {
  const key = markBaseKey(input);
  const known = decodedCache.get(key);
  if (known) return known;
  const { data, info } = await sharp(input)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`unexpected channel count ${info.channels}`);
  const pixels = { data, width: info.width, height: info.height };
  decodedCache.set(key, pixels);
  return pixels;
}

/** The size of one dot of the font, in pixels: about 1/400 of the image's longer side. */
const cellOf = (width: number, height: number) => Math.max(1, Math.round(Math.max(width, height) / 400));

const ANGLE = (30 * Math.PI) / 180;
const WHITE = 2;
const SHADOW = 1;

/**
 * The mark as a seamless tile whose diagonal is one line of text and its gap; each of `rows` lines
 * starts a `1/rows` further along, so texts do not stack into columns. `white` and `shadow` list
 * each row's dot columns, so drawing touches only marked pixels.
 */
export interface MarkTile {
  width: number;
  height: number;
  white: Int32Array[];
  shadow: Int32Array[];
}

const tiles = new RecentlyUsed<MarkTile>(32, () => 1);

export function markTile(text: string, cell: number): MarkTile {
  const key = `${cell}|${text}`;
  const known = tiles.get(key);
  if (known) return known;
  const tile = drawTile(text, cell);
  tiles.set(key, tile);
  return tile;
}

function drawTile(text: string, cell: number): MarkTile {
  const chars = [...text].length;
  const lineDots = chars * GLYPH_ADVANCE + 12; // the text, then a gap
  const width = Math.round(lineDots * cell * Math.cos(ANGLE));
  const height = Math.round(lineDots * cell * Math.sin(ANGLE));
  const length = Math.hypot(width, height); // one line along the diagonal, gap included
  // (u, v): along the line and across it. Moving a whole tile right moves u by width²/length and v
  // by band; down, u by -height²/length and v by band: `rows` lines per band keep the pattern the
  // same in the next tile when line j + rows starts width²/length further along than line j. Then,
  // on any vertical, line j + 1 is a `1/rows` line ahead of line j: the stagger (an extra half-line
  // shift for odd lines, as the first version had, would cancel it for two rows and stack the gaps).
  const band = (width * height) / length;
  const rows = Math.max(2, Math.round(band / (GLYPH_HEIGHT * cell * 5)));
  const rowHeight = band / rows;
  const step = (width * width) / length / rows;
  const glyphs = new Uint8Array(lineDots * GLYPH_HEIGHT);
  for (const [c, r] of glyphDots(text)) glyphs[r * lineDots + c] = 1;
  const shadowOffset = Math.max(1, Math.round(cell / 2));
  // Where line j starts along u; u is shifted by whole lines to stay positive, so `%` and `| 0`
  // need no care for signs.
  const lines = Math.ceil((width * height * 2) / length / rowHeight) + 1;
  const starts = Float64Array.from({ length: lines }, (_, j) => j * step);
  const positive = length * Math.ceil((height + lines * step + length) / length + 1);
  const du = width / length;
  const dv = height / length;
  // Which kind of dot lies at (u, v) of a line: the glyph's dot, else its shadow's (the dot up and
  // to the left, so the shadow falls down and to the right). The text starts two dots in and down.
  const kindAt = (u: number, across: number): number => {
    const c = ((u / cell) | 0) - 2;
    const r = ((across / cell) | 0) - 2;
    if (c >= 0 && c < lineDots && r >= 0 && r < GLYPH_HEIGHT && glyphs[r * lineDots + c] === 1) return WHITE;
    const cs = ((((u - shadowOffset + length) % length) / cell) | 0) - 2;
    const rs = (((across - shadowOffset) / cell) | 0) - 2;
    if (across >= shadowOffset && cs >= 0 && cs < lineDots && rs >= 0 && rs < GLYPH_HEIGHT)
      return glyphs[rs * lineDots + cs] === 1 ? SHADOW : 0;
    return 0;
  };
  const lastRow = (GLYPH_HEIGHT + 2) * cell + shadowOffset; // below this, a line has no dot
  const white: Int32Array[] = [];
  const shadow: Int32Array[] = [];
  for (let y = 0; y < height; y++) {
    const w: number[] = [];
    const s: number[] = [];
    let u0 = positive - (y * height) / length;
    let v = (y * width) / length;
    for (let x = 0; x < width; x++, u0 += du, v += dv) {
      const j = (v / rowHeight) | 0;
      const across = v - j * rowHeight;
      if (across >= lastRow) continue; // most pixels: between the lines
      const kind = kindAt((u0 - starts[j]!) % length, across);
      if (kind === WHITE) w.push(x);
      else if (kind === SHADOW) s.push(x);
    }
    white.push(Int32Array.from(w));
    shadow.push(Int32Array.from(s));
  }
  return { width, height, white, shadow };
}

/** Blends the tile, repeated, into RGB pixels in place: white over a fainter black shadow. */
export function drawMark(pixels: Buffer, width: number, height: number, tile: MarkTile): void {
  for (let y = 0; y < height; y++) {
    const whites = tile.white[y % tile.height]!;
    const shadows = tile.shadow[y % tile.height]!;
    const row = y * width;
    for (let left = 0; left < width; left += tile.width) {
      for (let i = 0; i < whites.length; i++) {
        const x = left + whites[i]!;
        if (x >= width) break;
        const o = (row + x) * 3;
        pixels[o] = (pixels[o]! + 255) >> 1;
        pixels[o + 1] = (pixels[o + 1]! + 255) >> 1;
        pixels[o + 2] = (pixels[o + 2]! + 255) >> 1;
      }
      for (let i = 0; i < shadows.length; i++) {
        const x = left + shadows[i]!;
        if (x >= width) break;
        const o = (row + x) * 3;
        pixels[o] = (pixels[o]! * 165) >> 8;
        pixels[o + 1] = (pixels[o + 1]! * 165) >> 8;
        pixels[o + 2] = (pixels[o + 2]! * 165) >> 8;
      }
    }
  }
}
