import { parentPort } from 'node:worker_threads';
// The real image worker first: its listener must be on the port before any message is delivered.
import '../../../src/media/image-worker.js';
import type { ImageJobMessage } from '../../../src/media/image-worker-protocol.js';

/**
 * The real image worker, plus a way to make it die: a job whose bytes read `EXIT` ends the thread
 * (as a crash in native code would), one reading `THROW` throws uncaught, and `HANG` never
 * returns (as a decoder caught in a loop). All happen at once, long before the real worker's
 * sharp call on those bytes could answer.
 */
parentPort!.on('message', (job: ImageJobMessage) => {
  const text = Buffer.from(job.input).toString();
  if (text === 'EXIT') process.exit(3);
  if (text === 'THROW') throw new Error('the worker blew up');
  if (text === 'HANG') for (;;);
});
