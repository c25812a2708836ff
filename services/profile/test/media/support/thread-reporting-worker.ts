import { parentPort, threadId } from 'node:worker_threads';
import type { ImageJobMessage, ImageReplyMessage } from '../../../src/media/image-worker-protocol.js';

/**
 * A stand-in image worker for the pool's routing: answers every job at once with the thread that
 * ran it (as the one variant's width), and for an `image` job says it kept the job's bytes, read as
 * text, decoded (as the real worker does with a photo's widest rendition).
 */
parentPort!.on('message', (job: ImageJobMessage) => {
  const reply: ImageReplyMessage = {
    id: job.id,
    ok: true,
    width: 0,
    height: 0,
    variants: [{ width: threadId, bytes: new Uint8Array(1) }],
    warmed: job.kind === 'image' ? Buffer.from(job.input).toString() : undefined,
  };
  parentPort!.postMessage(reply);
});
