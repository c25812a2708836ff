import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@mawadda/contracts';
import {
  MAX_INPUT_PIXELS,
  processCvImage,
  processImage,
  variantWidths,
  type ProcessedImage,
} from '../../src/media/image-pipeline.js';
import { UploadRefused, type UploadRefusal } from '../../src/domain/upload-refusals.js';
import { gpsLatitude } from './support/exif.js';
import * as f from './support/fixtures.js';

/** The pipeline refuses with an `UploadRefused` (rebuilt on this side of the worker) carrying exactly `refusal`. */
async function expectRefused(result: Promise<unknown>, refusal: UploadRefusal) {
  const err = await result.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UploadRefused);
  expect((err as UploadRefused).refusal).toEqual(refusal);
}

/** Every variant is a WebP of its stated width without a byte of the original's metadata. */
async function expectClean(result: ProcessedImage) {
  expect(result.variants.length).toBeGreaterThan(0);
  for (const v of result.variants) {
    const meta = await sharp(v.buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(v.width);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const secret of [f.PRIVATE.make, f.PRIVATE.artist, f.PRIVATE.xmpCreator]) {
      expect(v.buffer.includes(Buffer.from(secret))).toBe(false);
    }
  }
}

describe('variantWidths', () => {
  it.each([
    [200, [200]],
    [320, [320]],
    [500, [320, 500]],
    [768, [320, 640, 768]],
    [1400, [320, 640, 768, 1024, 1280, 1400]],
    [1536, [...IMAGE_WIDTHS]],
    [4000, [...IMAGE_WIDTHS]],
  ])('an image %i px wide gets %j', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});

describe('processImage', () => {
  it('drops EXIF (camera, owner, GPS), XMP and the colour profile from every variant', async () => {
    const photo = await f.phonePhoto(1400, 1000);
    // The fixture really carries all of it, or this test would prove nothing.
    const before = await sharp(photo).metadata();
    expect(gpsLatitude(before.exif)).toBe(f.PRIVATE.latitude);
    expect(before.exif?.includes(Buffer.from(f.PRIVATE.make))).toBe(true);
    expect(before.xmp?.includes(Buffer.from(f.PRIVATE.xmpCreator))).toBe(true);
    expect(before.icc).toBeDefined();

    const result = await processImage(photo);
    expect(result).toMatchObject({ width: 1400, height: 1000 });
    expect(result.variants.map((v) => v.width)).toEqual([320, 640, 768, 1024, 1280, 1400]);
    await expectClean(result);
  });

  it('keeps the proportions and never enlarges', async () => {
    const result = await processImage(await f.solidImage(2000, 1000));
    expect(result.variants.map((v) => v.width)).toEqual([...IMAGE_WIDTHS]);
    for (const v of result.variants) expect((await sharp(v.buffer).metadata()).height).toBe(v.width / 2);

    const small = await processImage(await f.solidImage(200, 150));
    expect(small.variants.map((v) => v.width)).toEqual([200]);
    expect((await sharp(small.variants[0]!.buffer).metadata()).height).toBe(150);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored 400 × 300 with orientation 6: the picture is 300 wide and 400 high.
    const photo = await f.phonePhoto(400, 300, 6);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const result = await processImage(photo);
    expect(result).toMatchObject({ width: 300, height: 400 });
    expect(result.variants.map((v) => v.width)).toEqual([300]);
    const out = await sharp(result.variants[0]!.buffer).metadata();
    expect([out.width, out.height]).toEqual([300, 400]);
    await expectClean(result);
  });

  it.each(['png', 'webp'] as const)('re-encodes a %s to WebP', async (format) => {
    const result = await processImage(await f.solidImage(700, 300, format));
    expect(result.variants.map((v) => v.width)).toEqual([320, 640, 700]);
    await expectClean(result);
  });

  it.each([
    ['a JPEG cut in half', async () => f.cut(await f.solidImage(1200, 900, 'jpeg'))],
    ['a JPEG missing its last bytes', async () => f.cut(await f.solidImage(1200, 900, 'jpeg'), 0.9)],
    ['a PNG cut in half', async () => f.cut(await f.solidImage(800, 600, 'png'))],
    ['a WebP cut in half', async () => f.cut(await f.solidImage(800, 600, 'webp'))],
    ['random bytes', async () => Buffer.from('not an image at all, just text')],
  ])('refuses %s as damaged (400 upload.corrupt)', async (_name, make) => {
    await expectRefused(processImage(await make()), { refusal: 'corrupt_file' });
  });

  it('takes a JPEG that only warns when decoded (sharp’s default, failOn: warning, would refuse it)', async () => {
    const odd = f.withStrayBytes(await f.solidImage(400, 300));
    await expect(sharp(odd, { failOn: 'warning' }).toBuffer()).rejects.toThrow(/extraneous bytes/);
    const result = await processImage(odd);
    expect(result.variants.map((v) => v.width)).toEqual([320, 400]);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // 60 MP of black in a 58 KB PNG: over our limit, under sharp's own default one.
    const bomb = f.blackPng(10_000, 6_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(10_000 * 6_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const started = performance.now();
    await expectRefused(processImage(bomb), { refusal: 'image_too_many_pixels' });
    expect(performance.now() - started).toBeLessThan(500);
    // A canvas of 10 billion pixels claimed by a 1 KB file.
    await expectRefused(processImage(f.blackPng(100_000, 100_000, 10)), { refusal: 'image_too_many_pixels' });
  });

  it('accepts an image just under the pixel limit', async () => {
    const result = await processImage(f.blackPng(8_000, 6_000));
    expect(result).toMatchObject({ width: 8_000, height: 6_000 });
    expect(result.variants.map((v) => v.width)).toEqual([...IMAGE_WIDTHS]);
  });

  it('refuses formats sharp could decode but we do not take (SVG), even if the sniffer were bypassed', async () => {
    await expectRefused(processImage(f.bareSvg()), {
      refusal: 'unsupported_file_type',
      messageKey: 'upload.imageType',
    });
    await expectRefused(processCvImage(f.bareSvg()), {
      refusal: 'unsupported_file_type',
      messageKey: 'upload.cvType',
    });
  });
});

describe('processCvImage', () => {
  it('makes one metadata-free WebP at the image width, at most 1536', async () => {
    const wide = await processCvImage(await f.phonePhoto(2000, 2800));
    expect(wide).toMatchObject({ width: 2000, height: 2800 });
    expect(wide.variants.map((v) => v.width)).toEqual([1536]);
    await expectClean(wide);

    const narrow = await processCvImage(await f.phonePhoto(900, 1200));
    expect(narrow.variants.map((v) => v.width)).toEqual([900]);
    await expectClean(narrow);
  });

  it('refuses a truncated image', async () => {
    await expectRefused(processCvImage(f.cut(await f.phonePhoto(900, 1200))), { refusal: 'corrupt_file' });
  });
});
