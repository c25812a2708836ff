import sharp from 'sharp';

/**
 * A PDF CV's first pages as images (run on an image worker, `image-worker.ts`): what viewers get
 * instead of the file, watermarked per viewer like photos. pdf.js (Apache-2.0) draws on
 * @napi-rs/canvas (MIT, a prebuilt binary from the registry): no AGPL renderer, no install script.
 * Both are loaded on the first PDF only, so an image worker that never sees one stays small.
 *
 * Scripts in the PDF never run (pdf.js executes none; `isEvalSupported: false` also keeps its own
 * font compiler off eval), fonts are not fetched from anywhere, and a page is drawn no wider than
 * `maxWidth` nor taller than four times that, whatever size its box claims.
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
