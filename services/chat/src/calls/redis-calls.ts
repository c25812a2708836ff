import type { Redis } from 'ioredis';
import type { CallRecord } from '../domain/call-rules.js';
import type { CallRegistry } from './call-registry.js';

const callKey = (id: string) => `chat:call:${id}`;
const lineKey = (memberId: string) => `chat:call-line:${memberId}`;

/**
 * A call outlives no replica by long: a member whose replica died mid-call is free again after
 * this, even if nobody ended the call (every live change renews it).
 */
const CALL_TTL_SECONDS = 4 * 3600;

/** Set the call only if nobody changed it since it was read (compare and set on the JSON). */
const COMPARE_AND_SET = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
  return 1
end
return 0`;

/** Free the line only if it still names this call (a newer call may have taken it). */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Calls shared by chat replicas: a call's state as JSON under its id, changed by compare-and-set
 * (two replicas answering the same call at once: one wins, the other rereads and decides again),
 * and each member's line as a key naming their call.
 */
export class RedisCalls implements CallRegistry {
  constructor(private readonly redis: Redis) {}

  async get(callId: string) {
    const raw = await this.redis.get(callKey(callId));
    return raw ? (JSON.parse(raw) as CallRecord) : undefined;
  }

  async create(call: CallRecord, lines: readonly string[]) {
    const multi = this.redis.multi().set(callKey(call.id), JSON.stringify(call), 'EX', CALL_TTL_SECONDS);
    for (const m of lines) multi.set(lineKey(m), call.id, 'EX', CALL_TTL_SECONDS);
    await multi.exec();
  }

  async update(callId: string, change: (c: CallRecord) => CallRecord | undefined) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const raw = await this.redis.get(callKey(callId));
      if (!raw) return undefined;
      const next = change(JSON.parse(raw) as CallRecord);
      if (!next) return undefined;
      // An ended call is kept a minute, for a late frame to find it ended rather than unknown.
      const ttl = next.state === 'ended' ? 60 : CALL_TTL_SECONDS;
      const set = await this.redis.eval(COMPARE_AND_SET, 1, callKey(callId), raw, JSON.stringify(next), ttl);
      if (set === 1) return next;
    }
    throw new Error('call changed too often to update');
  }

  async lineOf(memberId: string) {
    return (await this.redis.get(lineKey(memberId))) ?? undefined;
  }

  async release(memberId: string, callId: string) {
    await this.redis.eval(RELEASE, 1, lineKey(memberId), callId);
  }

  async close() {}
}
