import type { SearchApp } from './context.js';

/**
 * Opens a rebuild of the index from the producers' exports (the operator's
 * `npm run search:rebuild` drives it): batches name it, and finishing it drops what it did not see.
 */
export const startRebuild = (app: SearchApp): Promise<{ id: string; startedAt: Date }> =>
  app.rebuilds.start();
