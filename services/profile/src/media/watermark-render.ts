import sharp from 'sharp';
import { GLYPH_ADVANCE, GLYPH_HEIGHT, glyphDots } from './watermark-glyphs.js';

/**
 * Draws the viewer's mark over an image (run on an image worker, `image-worker.ts`): the text
 * tiled diagonally across the whole picture, white at partial opacity over a dark shadow, so it
 * reads on light and dark photos alike and cannot be cropped away. Dots scale with the image (a
 * 320 px rendition gets the same mark, smaller), and the output is WebP like every rendition.
 *
 * The overlay is drawn here pixel by pixel into a raw RGBA buffer, not through an SVG: rasterising
 * a pattern of a few thousand squares took librsvg ~100 ms for a 1080 px photo, this takes a few.
 */
export async function renderWatermark(input: Buffer, text: string, quality: number): Promise<Buffer> {
  const image = sharp(input);
  const { width, height } = await image.metadata();
  if (!width || !height) throw new Error('the image has no size');
  const overlay = watermarkOverlay(width, height, text);
  return (
    image
      .composite([{ input: overlay, raw: { width, height, channels: 4 }, top: 0, left: 0 }])
      // effort 2: a viewer waits for this render (once a day); a higher effort saves little size.
      .webp({ quality, effort: 2 })
      .toBuffer()
  );
}

const ANGLE = (-30 * Math.PI) / 180;
const WHITE = 2;
const SHADOW = 1;

/** The mark as RGBA pixels of the image's size. */
export function watermarkOverlay(width: number, height: number, text: string): Buffer {
  const cell = Math.max(1, Math.round(Math.max(width, height) / 400));
  const tile = markTile(text, cell);
  const out = Buffer.alloc(width * height * 4);
  const cos = Math.cos(ANGLE);
  const sin = Math.sin(ANGLE);
  // Shifts (u, v) into positive numbers, whole tiles away, so `%` and `| 0` need no care for signs.
  const shift = tile.width * tile.height * Math.ceil((width + height) / Math.min(tile.width, tile.height));
  const tw = tile.width;
  const th = tile.height;
  const dots = tile.dots;
  for (let y = 0; y < height; y++) {
    // Each output pixel read from the unrotated tile: (u, v) = the pixel turned back by the angle.
    let u = shift - y * sin;
    let v = shift + y * cos;
    let o = y * width * 4;
    for (let x = 0; x < width; x++, u += cos, v += sin, o += 4) {
      const dot = dots[((v | 0) % th) * tw + ((u | 0) % tw)];
      if (dot === WHITE) {
        out[o] = out[o + 1] = out[o + 2] = 255;
        out[o + 3] = 128;
      } else if (dot === SHADOW) {
        out[o + 3] = 90;
      }
    }
  }
  return out;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/**
 * One tile of the pattern: the text on two rows, the second shifted by half a line so the lines do
 * not stack into columns; each dot has its shadow one step down and to the right.
 */
function markTile(text: string, cell: number): { width: number; height: number; dots: Uint8Array } {
  const chars = [...text].length;
  const width = (chars * GLYPH_ADVANCE + 12) * cell;
  const rowHeight = GLYPH_HEIGHT * cell * 5;
  const height = rowHeight * 2;
  const dots = new Uint8Array(width * height);
  const shadow = Math.max(1, Math.round(cell / 2));
  const put = (x0: number, y0: number, value: number) => {
    for (let dy = 0; dy < cell; dy++)
      for (let dx = 0; dx < cell; dx++) {
        const x = mod(x0 + dx, width);
        const y = mod(y0 + dy, height);
        if (value === WHITE || dots[y * width + x] === 0) dots[y * width + x] = value;
      }
  };
  const rows = [
    { x: 2 * cell, y: 2 * cell },
    { x: 2 * cell + Math.round(width / 2), y: 2 * cell + rowHeight },
  ];
  for (const value of [SHADOW, WHITE])
    for (const row of rows)
      for (const [c, r] of glyphDots(text)) {
        const off = value === SHADOW ? shadow : 0;
        put(row.x + c * cell + off, row.y + r * cell + off, value);
      }
  return { width, height, dots };
}
