import type { Redis } from 'ioredis';
import { onlineOf, type DeviceCounts, type Presence } from './presence.js';

const keyOf = (memberId: string) => `chat:presence:${memberId}`;

/**
 * Presence shared by chat replicas: one sorted set per member, a device per entry, scored by when
 * it lapses. Each replica renews its own devices every third of the TTL; a replica that dies
 * stops renewing, and its members count as offline once their entries lapse (at most the TTL).
 */
export class RedisPresence implements Presence {
  private readonly local = new Map<string, string>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.renew().catch(() => undefined), Math.max(1000, ttlMs / 3));
    this.timer.unref();
  }

  /**
   * While Redis is down (README: "When Redis is down") presence answers from this replica's own
   * sockets at once, not waiting on the connection: nothing fails. `renew` puts this replica's
   * devices back within a third of the TTL once Redis returns empty.
   */
  private get ready() {
    // Down means lost (reconnecting) or closed; a client still connecting at start queues its
    // commands and is not an outage (taking it for one kept a new replica's first devices out of
    // Redis, and other replicas saw them offline).
    return !['reconnecting', 'close', 'end'].includes(this.redis.status);
  }

  private localSockets(memberId: string) {
    let n = 0;
    for (const id of this.local.values()) if (id === memberId) n++;
    return n;
  }

  async connect(memberId: string, socketId: string) {
    this.local.set(socketId, memberId);
    if (!this.ready) return this.localSockets(memberId) === 1;
    return this.sharedConnect(memberId, socketId).catch(() => this.localSockets(memberId) === 1);
  }

  private async sharedConnect(memberId: string, socketId: string) {
    const key = keyOf(memberId);
    const t = this.now();
    const result = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', t)
      .zadd(key, t + this.ttlMs, socketId)
      .pexpire(key, this.ttlMs)
      .zcard(key)
      .exec();
    return Number(result?.[3]?.[1] ?? 0) === 1;
  }

  async disconnect(memberId: string, socketId: string) {
    const wasLocal = this.local.delete(socketId);
    const lastLocal = wasLocal && this.localSockets(memberId) === 0;
    if (!this.ready) return lastLocal;
    return this.sharedDisconnect(memberId, socketId).catch(() => lastLocal);
  }

  private async sharedDisconnect(memberId: string, socketId: string) {
    const key = keyOf(memberId);
    const result = await this.redis
      .multi()
      .zrem(key, socketId)
      .zremrangebyscore(key, '-inf', this.now())
      .zcard(key)
      .exec();
    const removed = Number(result?.[0]?.[1] ?? 0) === 1;
    return removed && Number(result?.[2]?.[1] ?? 0) === 0;
  }

  async online(memberIds: readonly string[]) {
    return onlineOf(memberIds, await this.devices(memberIds));
  }

  async devices(memberIds: readonly string[]): Promise<DeviceCounts> {
    if (!memberIds.length) return { of: new Map(), everywhere: true };
    // Only this replica's own devices while Redis is away: said so, as the others' are unknown.
    const here = (): DeviceCounts => {
      const of = new Map(memberIds.map((id) => [id, 0]));
      for (const id of this.local.values()) if (of.has(id)) of.set(id, of.get(id)! + 1);
      return { of, everywhere: false };
    };
    if (!this.ready) return here();
    return this.sharedDevices(memberIds).catch(here);
  }

  private async sharedDevices(memberIds: readonly string[]): Promise<DeviceCounts> {
    const t = this.now();
    const pipeline = this.redis.pipeline();
    for (const id of memberIds) pipeline.zcount(keyOf(id), `(${t}`, '+inf');
    const counts = (await pipeline.exec()) ?? [];
    const failed = counts.find(([err]) => err);
    if (failed || counts.length !== memberIds.length) throw failed?.[0] ?? new Error('presence: no answer');
    return { of: new Map(memberIds.map((id, i) => [id, Number(counts[i]?.[1] ?? 0)])), everywhere: true };
  }

  /** Renews this replica's devices. */
  async renew() {
    if (!this.local.size) return;
    const t = this.now();
    const pipeline = this.redis.pipeline();
    for (const [socketId, memberId] of this.local) {
      pipeline.zadd(keyOf(memberId), t + this.ttlMs, socketId);
      pipeline.pexpire(keyOf(memberId), this.ttlMs);
    }
    await pipeline.exec();
  }

  async close() {
    clearInterval(this.timer);
    // This replica's devices leave with it, rather than lapsing a TTL later.
    const pipeline = this.redis.pipeline();
    for (const [socketId, memberId] of this.local) pipeline.zrem(keyOf(memberId), socketId);
    this.local.clear();
    await pipeline.exec().catch(() => undefined);
  }
}
