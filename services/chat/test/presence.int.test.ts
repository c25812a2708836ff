import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { RedisPresence } from '../src/presence/redis-presence.js';
import { presenceContract } from './presence.contract.js';

// The same promises on Redis, as chat replicas share presence; and what only Redis must add:
// a replica that dies takes its members offline once their entries lapse.
presenceContract(
  'redis (replicas)',
  async () => new RedisPresence(new Redis(process.env.REDIS_URL!), 30_000),
);

it('lets the members of a replica that stopped renewing go offline after the TTL', async () => {
  let now = Date.now();
  const redis = new Redis(process.env.REDIS_URL!);
  const dead = new RedisPresence(redis, 5000, () => now);
  const member = `m-${now}`;
  await dead.connect(member, 'socket-on-a-dead-replica');
  const other = new RedisPresence(redis, 5000, () => now);
  expect((await other.online([member])).has(member)).toBe(true);
  now += 6000;
  expect((await other.online([member])).has(member)).toBe(false);
  await other.close();
  await dead.close();
  redis.disconnect();
});
