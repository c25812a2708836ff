import type { PublicCache } from '../http/public-cache.js';
import type { Server } from 'node:http';
import type { Redis } from 'ioredis';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { PlatformConfig } from '../config/platform-config.js';
import type { Database } from '../db/database.js';
import type { EventBus } from '../events/event-bus.js';
import type { ApiRouter } from '../http/api-router.js';
import type { Logger } from '../logging/logger.js';
import type { Revocations } from '../revocation/revocation-feed.js';

/** What the composition root hands every service: its ports, already opened. */
export interface ServiceDeps {
  config: PlatformConfig;
  logger: Logger;
  database: Database;
  bus: EventBus;
  verifier: TokenVerifier;
  redis?: Redis;
  /** The process's revocation view; the service that revokes (auth) applies its facts at once. */
  revocations?: Revocations;
}

/** What `createXService(deps)` returns (DESIGN §2). */
export interface ServiceModule {
  /** Also the Postgres schema, the consumer group and the producer name. */
  name: string;
  api: ApiRouter;
  migrationsFolder: string;
  /** After migrations: seed and subscribe consumers. */
  start(): Promise<void>;
  /**
   * After every service in the process started: begin publishing from the outbox. Consumers
   * subscribe first so that, in one process, no event is dispatched before its readers listen.
   */
  startPublishing(): void;
  stop(): Promise<void>;
  /**
   * For a service with long-lived connections (chat's Socket.IO): given the process's HTTP server
   * once it exists, to take its upgrade requests. Closed by `stop`.
   */
  attach?(server: Server): void;
  /** More engines this service needs for /readyz (an object store), beside database and events. */
  readiness?: Record<string, () => Promise<unknown>>;
  /** Its public reads kept in memory (cms), which the process's edge answers before the app. */
  publicCache?: PublicCache;
}
