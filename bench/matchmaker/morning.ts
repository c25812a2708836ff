import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { loadPlatformConfig, type Database, type EventBus } from '@mawadda/kit';
import { createTestTokens } from '@mawadda/kit/testing';
import { createSearchService, loadSearchConfig } from '../../services/search/src/index.js';
import type { IndexQuery, SearchIndex } from '../../services/search/src/index/search-index.js';

export interface MorningFigures {
  picked: number;
  seconds: number;
  perSecond: number;
  /** The pick queries' mean time during the run (several run at once). */
  queryMean: number;
}

/**
 * The index as the service gets it, counting the pick queries (one per member picked for) and
 * their time, and keeping the first, to check the latency figures time the query the run asks.
 */
function countingIndex(index: SearchIndex, onQuery: (ms: number) => void) {
  let first: IndexQuery | undefined;
  const counted = new Proxy(index, {
    get(target, name) {
      if (name === 'query')
        return async (q: IndexQuery) => {
          first ??= q;
          const start = performance.now();
          try {
            return await target.query(q);
          } finally {
            onQuery(performance.now() - start);
          }
        };
      const value = Reflect.get(target, name, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { counted, first: () => first };
}

/**
 * The search service stood up on `database`, `bus` and `index` as a process would (its outbox
 * publishing), and its morning run timed at `now`, with a progress line while it runs. The index
 * and read model are seeded already; the service is stopped after (which closes the index).
 */
export async function timeMorningRun(o: {
  label: string;
  database: Database;
  bus: EventBus;
  index: SearchIndex;
  now: Date;
  due: number;
}): Promise<MorningFigures & { firstQuery: IndexQuery | undefined }> {
  const logger = pino({ level: 'silent' });
  const tokens = await createTestTokens();
  let picked = 0;
  let queryMs = 0;
  let shown = 0;
  let started = 0;
  const show = (force = false) => {
    const now = performance.now();
    if (!force && now - shown < 250) return;
    shown = now;
    const rate = picked / ((now - started) / 1000);
    process.stdout.write(`\r  ${o.label}: ${picked}/${o.due} picked, ${rate.toFixed(1)} a second   `);
  };
  const { counted, first } = countingIndex(o.index, (ms) => {
    picked++;
    queryMs += ms;
    show();
  });
  const service = createSearchService(
    {
      config: loadPlatformConfig({ ...process.env, LOG_LEVEL: 'silent' }),
      logger,
      database: o.database,
      bus: o.bus,
      verifier: tokens.verifier,
    },
    {
      // The repeated run is off: the bench runs the morning once, at its own clock.
      config: { ...loadSearchConfig({}), SUGGESTIONS_RUN_EVERY_MINUTES: 0 },
      index: counted,
      clock: () => o.now,
    },
  );
  service.startPublishing();
  try {
    started = performance.now();
    const done = await service.runMorning();
    const ms = performance.now() - started;
    show(true);
    process.stdout.write('\n');
    if (done !== o.due) throw new Error(`${o.label}: ${done} picked for, ${o.due} were due`);
    return {
      picked: done,
      seconds: ms / 1000,
      perSecond: done / (ms / 1000),
      queryMean: queryMs / picked,
      firstQuery: first(),
    };
  } finally {
    await service.stop();
  }
}
