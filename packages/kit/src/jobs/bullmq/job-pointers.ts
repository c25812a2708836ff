import type { Redis } from 'ioredis';

// Each script is one atomic step on the hash `<prefix>:<queue>:job-ids` (job id → BullMQ job id).
const SWAP = `local old = redis.call('HGET', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return old`;
const TAKE = `local old = redis.call('HGET', KEYS[1], ARGV[1])
if old then redis.call('HDEL', KEYS[1], ARGV[1]) end
return old`;
const RESTORE = `if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  if ARGV[3] == '' then redis.call('HDEL', KEYS[1], ARGV[1]) else redis.call('HSET', KEYS[1], ARGV[1], ARGV[3]) end
  return 1
end
return 0`;
const RELEASE = `if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 1
end
return 0`;

/**
 * The pending BullMQ job of each caller job id: BullMQ ignores a reused id for good, so each
 * schedule adds a fresh id, and unpointed jobs are skipped. The pointer moves *before* the add, or
 * a job due at once could run unpointed and be lost; a failed add puts it back.
 */
export class JobPointers {
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {}

  /** Points `jobId` at `bullId`; returns the BullMQ job it pointed at before. */
  async swap(jobId: string, bullId: string): Promise<string | null> {
    return (await this.redis.eval(SWAP, 1, this.key, jobId, bullId)) as string | null;
  }

  /** Points `jobId` back at `previous` (none: unpointed) if it still points at `bullId`. */
  async restore(jobId: string, bullId: string, previous: string | null): Promise<void> {
    await this.redis.eval(RESTORE, 1, this.key, jobId, bullId, previous ?? '');
  }

  /** Unpoints `jobId`; returns the BullMQ job it pointed at. */
  async take(jobId: string): Promise<string | null> {
    return (await this.redis.eval(TAKE, 1, this.key, jobId)) as string | null;
  }

  /** Frees `jobId` if it still points at `bullId` (the job ended and was not moved meanwhile). */
  async release(jobId: string, bullId: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key, jobId, bullId);
  }

  async current(jobId: string): Promise<string | null> {
    return this.redis.hget(this.key, jobId);
  }
}
