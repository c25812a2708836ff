import { parentPort } from 'node:worker_threads';
// The real image worker first: its listener must be on the port before any message is delivered.
import '../../../src/media/image-worker.js';
import type { ImageJobMessage } from '../../../src/media/image-worker-protocol.js';

/**
 * The real image worker, plus ways to die: bytes reading `EXIT` end the thread (a native crash),
 * `THROW` throws uncaught, and `HANG` never returns (a decoder in a loop), each at once, before
 * the real worker's sharp call could answer.
 */
parentPort!.on('message', (job: ImageJobMessage) => {
  const text = Buffer.from(job.input).toString();
  if (text === 'EXIT') process.exit(3);
  if (text === 'THROW') throw new Error('the worker blew up');
  if (text === 'HANG') for (;;);
});
