import { safeError, type Logger } from '../../logging/logger.js';

/**
 * One warning when Redis goes away and one line when it is back, instead of every failed
 * reconnection of ioredis, the queue and its worker. Jobs wait in Redis; nothing here stops the
 * process. Errors while connected are logged every time.
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
