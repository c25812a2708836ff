import { Redis } from 'ioredis';
import { RedisCalls } from '../src/calls/redis-calls.js';
import { callRegistryContract } from './calls-registry.contract.js';

/** Its own connection, closed with it. */
class OwnConnection extends RedisCalls {
  constructor(private readonly connection: Redis) {
    super(connection);
  }
  override async close() {
    this.connection.disconnect();
  }
}

// The same promises on Redis, as chat replicas share their calls (compare-and-set on the JSON).
callRegistryContract('redis (replicas)', async () => new OwnConnection(new Redis(process.env.REDIS_URL!)));
