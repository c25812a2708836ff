import type { PlatformConfig } from '../config/platform-config.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import type { JobQueue } from './port.js';
import { TableJobQueue } from './table/table-job-queue.js';

export interface JobQueuePorts {
  /** The owning service's name: its queue (and, on the table, the value of `jobs.jobs.queue`). */
  queue: string;
  /** The process database: where the table-backed queue keeps its jobs. */
  database: Database;
  logger: Logger;
  /**
   * The table-backed queue's clock (tests). BullMQ decides due times with the real clock of the
   * processes (see `BullJobQueue`), so this has no effect there.
   */
  now?: () => Date;
  concurrency?: number;
}

/**
 * Picks the adapter from configuration, like the other ports: BullMQ on Redis when REDIS_URL is
 * set, else the table in the process database (PGlite embedded, or the service's PostgreSQL).
 */
export async function openJobQueue(
  config: Pick<PlatformConfig, 'REDIS_URL'> & Partial<Pick<PlatformConfig, 'JOB_QUEUE_PREFIX'>>,
  ports: JobQueuePorts,
): Promise<JobQueue> {
  if (config.REDIS_URL) {
    // Loaded on demand: embedded processes (and every test that imports the kit) skip BullMQ.
    const { BullJobQueue } = await import('./bullmq/bull-job-queue.js');
    return BullJobQueue.open({
      url: config.REDIS_URL,
      queue: ports.queue,
      logger: ports.logger,
      concurrency: ports.concurrency,
      prefix: config.JOB_QUEUE_PREFIX,
    });
  }
  return TableJobQueue.open({
    database: ports.database,
    queue: ports.queue,
    logger: ports.logger,
    now: ports.now,
    concurrency: ports.concurrency,
  });
}
