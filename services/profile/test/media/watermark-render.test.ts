import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawMark, markTile, renderWatermark } from '../../src/media/watermark-render.js';

/** The viewer's mark: fast paths must not weaken it (README: reveal and watermarks). */
const TEXT = 'Mawadda · 10234 · 2026-11-25';

const photo = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: alpha ? '#00000000' : '#5a7d9a' },
  })
    .webp({ quality: 80 })
    .toBuffer();

const rgb = (b: Buffer) => sharp(b).removeAlpha().raw().toBuffer({ resolveWithObject: true });

describe('renderWatermark', () => {
  it('marks a photo all over as JPEG of the same size, and no window of it is left unmarked', async () => {
    const input = await photo(1080, 1350);
    const out = await renderWatermark(input, TEXT, 80);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1350]);
    const a = await rgb(input);
    const b = await rgb(out);
    const changed = (x0: number, y0: number, size: number) => {
      let n = 0;
      for (let y = y0; y < y0 + size; y++)
        for (let x = x0; x < x0 + size; x++) {
          const o = (y * 1080 + x) * 3;
          if (Math.abs(a.data[o]! - b.data[o]!) > 40) n++;
        }
      return n;
    };
    const share = changed(0, 0, 1080) / (1080 * 1080);
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.5);
    // Cropping cannot take the mark away: every 200 px square carries some of it.
    for (let y = 0; y + 200 <= 1350; y += 190)
      for (let x = 0; x + 200 <= 1080; x += 190) expect(changed(x, y, 200)).toBeGreaterThan(200);
  });

  it('differs between viewers and is the same for one viewer (the decoded photo is reused)', async () => {
    const input = await photo(640, 800);
    const one = await renderWatermark(input, TEXT, 80);
    const again = await renderWatermark(input, TEXT, 80);
    const other = await renderWatermark(input, 'Mawadda · 10235 · 2026-11-25', 80);
    expect(again.equals(one)).toBe(true);
    expect(other.equals(one)).toBe(false);
  });

  it('scales the mark with the image and keeps CV pages as WebP', async () => {
    const small = await renderWatermark(await photo(320, 400), TEXT, 80, 'webp');
    const meta = await sharp(small).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 320]);
    expect(markTile(TEXT, 1).width).toBeLessThan(markTile(TEXT, 3).width);
  });

  it('puts a transparent image on white, not black', async () => {
    const out = await rgb(await renderWatermark(await photo(400, 400, true), TEXT, 80));
    const bright = [...out.data].filter((v) => v > 200).length / out.data.length;
    expect(bright).toBeGreaterThan(0.5);
  });
});

describe('the mark tile', () => {
  it('leaves no unmarked band where tiles meet: the lines are staggered, their gaps do not stack', () => {
    const tile = markTile(TEXT, 3);
    const width = tile.width * 3;
    const height = tile.height * 3;
    const canvas = Buffer.alloc(width * height * 3, 128);
    drawMark(canvas, width, height, tile);
    // Across the tiles' edge as across their middle, marked pixels meet on both sides.
    const marked = (x: number, y: number) => canvas[(y * width + x) * 3] !== 128;
    let edge = 0;
    let inner = 0;
    for (let y = 0; y < height; y++) {
      if (marked(tile.width - 1, y) && marked(tile.width, y)) edge++;
      if (marked(Math.floor(tile.width / 2) - 1, y) && marked(Math.floor(tile.width / 2), y)) inner++;
    }
    expect(edge).toBeGreaterThan(inner / 3);
  });
});
