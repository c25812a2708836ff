import path from 'node:path';
import { once } from 'node:events';
import type { Server } from 'node:http';
import express, { type Express } from 'express';
import { createAuthService, loadAuthKeys } from '@mawadda/auth';
import { createBillingService } from '@mawadda/billing';
import { createChatService } from '@mawadda/chat';
import { createCmsService } from '@mawadda/cms';
import { createNotifyService } from '@mawadda/notify';
import { createProfileService } from '@mawadda/profile';
import { createSearchService } from '@mawadda/search';
import { createSocialService } from '@mawadda/social';
import { createMatchService } from '@mawadda/match';
import {
  buildOpenApi,
  createHttpApp,
  metricsAccessOf,
  createLogger,
  createTokenVerifier,
  enableIdempotency,
  openDatabase,
  openEventBus,
  openRedis,
  openRevocations,
  type Database,
  type EventBus,
  type EventSubscription,
  type Logger,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import { dropRenderedPagesOnChange, mountSite, RenderedPages } from '@mawadda/site';
import { mountApiDocs } from './api-docs.js';
import type { EmbeddedConfig } from './config.js';
import { mountDevInbox } from './dev-inbox/mount-dev-inbox.js';
import { startEmbeddedTurn } from './embedded-turn.js';
import { recordActivity } from './record-activity.js';

export interface EmbeddedGateway {
  app: Express;
  services: ServiceModule[];
  database: Database;
  bus: EventBus;
  /**
   * Starts the HTTP server and hands it to the services that take upgrades (chat's Socket.IO).
   * Use this, not `app.listen`, wherever members connect: a bare `app.listen` has no chat.
   */
  listen(port: number, host: string): Promise<Server>;
  close(): Promise<void>;
}

/**
 * The composition root of the embedded mode: one process, one database (schemas per service),
 * in-process events unless Kafka is configured. Services are built, migrated, then started.
 */
export async function createEmbeddedGateway(
  configs: EmbeddedConfig,
  options: {
    logger?: Logger;
    database?: Database;
    /** More in-process readers of the bus (an audit sink, a test probe), attached before publishing starts. */
    subscribers?: EventSubscription[];
    /** Billing's clock (tests move it to reach a trial's or a plan's end); the real one otherwise. */
    billingClock?: () => Date;
  } = {},
): Promise<EmbeddedGateway> {
  const { platform: config, gateway } = configs;
  const logger = options.logger ?? createLogger('gateway', config.LOG_LEVEL);
  const database = options.database ?? (await openDatabase(config, logger));
  const bus = openEventBus(config, logger, 'gateway');
  const redis = openRedis(config);
  const keys = await loadAuthKeys({ config }, configs.auth);
  // One database, so one revocation view and one consumer for every service in this process.
  const revocations = openRevocations({ database, bus, logger, group: 'revocations' });
  await revocations.start();
  const deps: ServiceDeps = {
    config,
    logger,
    database,
    bus,
    redis,
    verifier: createTokenVerifier({ jwks: keys.jwks }, { revocations: revocations.view }),
    revocations,
  };
  const turn = await startEmbeddedTurn(configs.chat, { dataDir: config.DATA_DIR, logger });
  const profile = await createProfileService(deps, { config: configs.profile });
  const services: ServiceModule[] = [
    createAuthService(deps, keys, configs.auth),
    createCmsService(deps, { mail: configs.messaging }), // it mails replies to guests
    profile,
    createSocialService(deps, { config: configs.social }),
    createSearchService(deps, { config: configs.search }),
    createBillingService(deps, { config: configs.billing, clock: options.billingClock }),
    createChatService(deps, { config: turn.config }),
    createNotifyService(deps, { config: configs.notify }),
    createMatchService(deps, { config: configs.match }),
  ];

  for (const service of services) await database.migrate(service.migrationsFolder, service.name);
  await enableIdempotency(
    database,
    services.map((s) => s.api),
    { logger, bus },
  );
  for (const service of services) await service.start();
  for (const subscriber of options.subscribers ?? []) await bus.subscribe(subscriber);
  // The server-rendered public pages are dropped when staff change the content.
  const renderedPages = new RenderedPages();
  await bus.subscribe(dropRenderedPagesOnChange(renderedPages));
  for (const service of services) service.startPublishing();

  const openapi = buildOpenApi(
    { title: 'Mawadda API', version: '1' },
    services.map((s) => ({ prefix: `/api/${s.name}`, operations: s.api.operations })),
  );
  const app = createHttpApp({
    logger,
    trustProxy: config.TRUSTED_PROXIES,
    metrics: metricsAccessOf(config),
    publicCaches: services.flatMap((s) => (s.publicCache ? [s.publicCache] : [])),
    readiness: {
      database: () => database.ping(),
      events: () => bus.ping(),
      ...(redis && { redis: () => redis.ping() }),
      ...Object.assign({}, ...services.map((s) => s.readiness)),
    },
    mount: (a) => {
      // Activity recorded, then the services at their mount paths, in one layer before anything
      // else under /api. Express mounts them: a lookup by name bought too little (bench/RESULTS.md).
      const record = recordActivity(deps.verifier, profile.activity);
      const toService = express.Router();
      for (const s of services) toService.use(`/${s.name}`, s.api.router);
      a.use('/api', (req, res, next) => record(req, res, () => toService(req, res, next)));
      mountApiDocs(a, () => openapi);
      // Before the site's catch-all; only outside production with an inbox transport.
      mountDevInbox(a, configs.messaging);
      mountSite(a, {
        memberDist: gateway.WEB_MEMBER_DIST,
        adminDist: gateway.WEB_ADMIN_DIST,
        demo: gateway.DEMO,
        publicOrigin: config.PUBLIC_ORIGIN,
        imageCacheDir: path.join(config.DATA_DIR, 'cache', 'images'),
        renderedPages,
        logger,
      });
    },
  });

  return {
    app,
    services,
    database,
    bus,
    async listen(port, host) {
      const server = app.listen(port, host);
      await once(server, 'listening');
      for (const service of services) service.attach?.(server);
      return server;
    },
    async close() {
      for (const service of [...services].reverse()) await service.stop();
      await revocations.stop();
      await turn.stop();
      await bus.close();
      redis?.disconnect();
      if (!options.database) await database.close();
    },
  };
}
