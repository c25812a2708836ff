import sharp from 'sharp';

/**
 * A PDF CV's first pages as images, watermarked per viewer like photos: what viewers get instead of
 * the file. pdf.js on @napi-rs/canvas: no AGPL renderer, no install script, loaded on the first PDF
 * only. PDF scripts never run (no eval), fonts are never fetched, and page size is capped.
 */
export async function renderPdfPages(
  input: Uint8Array,
  options: { maxPages: number; maxWidth: number; quality: number },
): Promise<{ width: number; height: number; buffer: Buffer }[]> {
  const [{ getDocument }, { createCanvas }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
  ]);
  const doc = await getDocument({
    // pdf.js takes a plain Uint8Array, not a Buffer (a view of the same bytes, no copy).
    data: new Uint8Array(input.buffer, input.byteOffset, input.byteLength),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  }).promise;
  try {
    const pages = [];
    for (let n = 1; n <= Math.min(options.maxPages, doc.numPages); n++) {
      const page = await doc.getPage(n);
      const box = page.getViewport({ scale: 1 });
      const scale = Math.min(options.maxWidth / box.width, (options.maxWidth * 4) / box.height, 4);
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(
        Math.max(1, Math.ceil(viewport.width)),
        Math.max(1, Math.ceil(viewport.height)),
      );
      const context = canvas.getContext('2d');
      // Paper is white: a PDF page without a background would come out transparent (black in some viewers).
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({
        canvas: canvas as never,
        canvasContext: context as never,
        viewport,
      }).promise;
      const buffer = await sharp(canvas.toBuffer('image/png')).webp({ quality: options.quality }).toBuffer();
      pages.push({ width: canvas.width, height: canvas.height, buffer });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
