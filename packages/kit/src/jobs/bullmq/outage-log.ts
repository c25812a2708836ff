import { safeError, type Logger } from '../../logging/logger.js';

/**
 * One warning when Redis goes away and one line when it is back, instead of one per error:
 * ioredis, the BullMQ queue and its worker each report every failed reconnection (every ~2 s)
 * for as long as the outage lasts. Jobs wait in Redis meanwhile; nothing here stops the process.
 * An error while the connection is up is no outage: it is logged every time, as it comes.
 */
export function outageLog(logger: Logger) {
  let down = false;
  return {
    /** `connected`: whether the client that reported the error still has its connection. */
    error(err: unknown, connected: boolean, what = 'job queue error') {
      if (connected) {
        logger.warn({ err: safeError(err) }, what);
        return;
      }
      if (down) return;
      down = true;
      logger.warn({ err: safeError(err) }, 'job queue: Redis unavailable, jobs wait until it returns');
    },
    ready() {
      if (!down) return;
      down = false;
      logger.info('job queue: Redis is back');
    },
  };
}
