import { parentPort } from 'node:worker_threads';
import { UploadRefused } from '../domain/upload-refusals.js';
import { renderImage, type ProcessedImage } from './image-render.js';
import { movable, type ImageJobMessage, type ImageReplyMessage } from './image-worker-protocol.js';
import { renderPdfPages } from './pdf-render.js';
import { keepDecoded, renderWatermark } from './watermark-render.js';

/**
 * An image worker thread: one job at a time, answering renditions or why it failed. Sharp allocates
 * outside V8's heap, which Node cannot transfer, so renditions are copied once.
 */
const port = parentPort;
if (!port) throw new Error('image-worker.ts runs as a worker thread only');

port.on('message', (job: ImageJobMessage) => {
  const input = Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength);
  run(job, input).then(
    (result) => {
      const variants = result.variants.map((v) => ({ width: v.width, height: v.height, bytes: v.buffer }));
      const reply: ImageReplyMessage = {
        id: job.id,
        ok: true,
        width: result.width,
        height: result.height,
        variants,
        warmed: result.warmed,
      };
      port.postMessage(reply, movable(...variants.map((v) => v.bytes)));
    },
    (err: unknown) => {
      const reply: ImageReplyMessage =
        err instanceof UploadRefused
          ? { id: job.id, ok: false, refusal: err.refusal }
          : { id: job.id, ok: false, message: err instanceof Error ? err.message : String(err) };
      port.postMessage(reply);
    },
  );
});

/** The work a job names: an upload's renditions, a viewer's watermark, or a PDF's first pages. */
async function run(job: ImageJobMessage, input: Buffer): Promise<ProcessedImage> {
  if (job.kind === 'watermark') {
    const buffer = await renderWatermark(input, job.text ?? '', job.spec.quality, job.format);
    return { width: 0, height: 0, variants: [{ width: 0, buffer }] };
  }
  if (job.kind === 'pdf') {
    const pages = await renderPdfPages(input, {
      maxPages: job.spec.maxPages ?? 3,
      maxWidth: job.spec.widths.at(-1)!,
      quality: job.spec.quality,
    });
    return { width: pages[0]?.width ?? 0, height: pages[0]?.height ?? 0, variants: pages };
  }
  const rendered = await renderImage(input, job.kind, job.spec);
  // A profile photo's widest rendition is what a new viewer's mark is drawn on: decoded now, on
  // this worker, while the upload waits anyway. A failure here costs only that head start.
  const widest = job.kind === 'image' ? rendered.variants.at(-1)?.buffer : undefined;
  const warmed = widest ? await keepDecoded(widest).catch(() => undefined) : undefined;
  return { ...rendered, warmed };
}
