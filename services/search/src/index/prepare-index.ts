import type { Logger } from '@mawadda/kit';
import type { SearchIndex } from './search-index.js';

/** How long a start waits for the index before it goes on without it. */
export const PREPARE_WAIT_MS = 3_000;
const RETRY_MAX_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Prepares the index (Elasticsearch: the alias and its mapping) without letting an engine that is
 * down stop the service from starting (issue 18: a restarted service is ready within 5 s; with
 * Elasticsearch down, search answers 503 `search_unavailable`, it does not crash).
 *
 * `ready()` resolves once the index is prepared, however many attempts that took; `isReady()`
 * says whether it is (for `/readyz`). The first attempt is waited for at most `waitMs`; after
 * that attempts go on in the background, further apart each time (at most 5 s), until one
 * succeeds or `stop()` is called.
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
