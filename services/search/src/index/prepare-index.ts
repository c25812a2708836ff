import type { Logger } from '@mawadda/kit';
import type { SearchIndex } from './search-index.js';

/** How long a start waits for the index before it goes on without it. */
export const PREPARE_WAIT_MS = 3_000;
const RETRY_MAX_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A down engine must not stop the service from starting: search answers 503 until it is back.
 * `ready()` resolves once prepared; after waiting `waitMs` for the first attempt, attempts go on in
 * the background, further apart each time, until one succeeds or `stop()`.
 */
export function prepareIndex(index: SearchIndex, logger: Logger, waitMs = PREPARE_WAIT_MS) {
  let prepared = false;
  let stopped = false;
  const ready = (async () => {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        await index.prepare();
        prepared = true;
        if (attempt > 1) logger.info({ attempt }, 'search index prepared');
        return;
      } catch (err) {
        // Once, not per attempt: an outage of minutes would otherwise fill the log.
        if (attempt === 1) logger.warn({ err }, 'search index not available at start; trying again');
        await sleep(Math.min(250 * 2 ** attempt, RETRY_MAX_MS));
      }
    }
  })();
  return {
    ready: () => ready,
    isReady: () => prepared,
    /** The first attempt's outcome, or "not yet" after `waitMs`. */
    firstAttempt: () => Promise.race([ready.then(() => true), sleep(waitMs).then(() => prepared)]),
    stop: () => void (stopped = true),
  };
}
