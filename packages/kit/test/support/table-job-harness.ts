import type { Database } from '../../src/db/database.js';
import { TableJobQueue, type TableJobQueueOptions } from '../../src/jobs/table/table-job-queue.js';
import { createTestClock, type TestClock } from '../../src/testing/test-clock.js';
import type { JobQueueHarness } from '../contracts/job-queue.contract.js';
import { silentLogger } from './silent-logger.js';

/**
 * The table-backed queue on a test clock: `advance` moves the clock and wakes every queue opened
 * here, so a job due in three days runs at once, and nothing runs before the clock says so.
 */
export function tableJobHarness(
  database: () => Database,
  options: Partial<TableJobQueueOptions> = {},
): JobQueueHarness & { clock: TestClock; queues: TableJobQueue[] } {
  const clock = createTestClock();
  const queues: TableJobQueue[] = [];
  return {
    clock,
    queues,
    async open(queue) {
      const q = await TableJobQueue.open({
        database: database(),
        queue,
        logger: silentLogger,
        now: clock.now,
        ...options,
      });
      queues.push(q);
      return q;
    },
    now: clock.now,
    async advance(ms) {
      clock.advance(ms);
      for (const q of queues) q.wake();
    },
  };
}
