import { workerData } from 'node:worker_threads';

// The image worker's entry (see image-pool.ts). Plain JavaScript because on Node 20 a worker
// ignores loader flags such as `--import tsx` in its execArgv (nodejs/node#47747, fixed in 22.2):
// when the worker module is TypeScript (dev, tests, `node --import tsx ...`), tsx is registered
// here, in the worker's own thread, before the module is imported.
if (workerData.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
