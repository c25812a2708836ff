import type { Server } from 'node:http';
import type { z } from 'zod';
import { loadConfigs, type Env } from '../config/load-config.js';
import { platformConfigSchema, type PlatformConfig } from '../config/platform-config.js';
import { openDatabase } from '../db/open-database.js';
import { createTokenVerifier, type TokenVerifier } from '../auth/token-verifier.js';
import type { RevocationView } from '../revocation/revocation-view.js';
import { compressStream, createHttpApp, metricsAccessOf } from '../http/create-app.js';
import { buildOpenApi } from '../http/openapi.js';
import { createLogger } from '../logging/logger.js';
import { openRevocations } from '../revocation/revocation-feed.js';
import { enableIdempotency } from '../idempotency/enable-idempotency.js';
import { closeServer } from './close-server.js';
import { openEventBus, openRedis } from './open-ports.js';
import type { ServiceDeps, ServiceModule } from './service-module.js';

/** How a service runs on its own: its variables and how its module and verifier are made. */
export interface StandaloneOptions<S extends z.ZodType> {
  /** The service's own variables, parsed with the platform's in one go (one error names all). */
  config: S;
  create: (deps: ServiceDeps, own: z.output<S>) => ServiceModule | Promise<ServiceModule>;
  verifier?: (
    config: PlatformConfig,
    own: z.output<S>,
    revocations: RevocationView,
  ) => TokenVerifier | Promise<TokenVerifier>;
}

/** A service started on its own, listening; `close` stops it as SIGTERM would, without exiting. */
export interface StandaloneService {
  server: Server;
  close(): Promise<void>;
}

/**
 * Runs one service as its own process (distributed mode): its own database, the shared bus,
 * tokens verified from the auth service's JWKS. Stops cleanly on SIGTERM/SIGINT.
 */
export async function runStandalone<S extends z.ZodType>(
  name: string,
  options: StandaloneOptions<S>,
): Promise<Server> {
  const service = await startStandalone(name, options);
  const shutdown = async () => {
    await service.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  return service.server;
}

/**
 * What `runStandalone` starts, from the given environment: the same app, engines and listener,
 * so a test can put the distributed mode's own service behind the edge in its process.
 */
export async function startStandalone<S extends z.ZodType>(
  name: string,
  options: StandaloneOptions<S>,
  env: Env = process.env,
): Promise<StandaloneService> {
  const { platform: config, own } = loadConfigs({ platform: platformConfigSchema, own: options.config }, env);
  const logger = createLogger(name, config.LOG_LEVEL);
  const database = await openDatabase(config, logger);
  const bus = openEventBus(config, logger, name);
  const redis = openRedis(config);
  // One revocation table per service database, so one consumer group per service.
  const revocations = openRevocations({ database, bus, logger, group: `${name}-revocations` });
  await revocations.start();
  const verifier = options.verifier
    ? await options.verifier(config, own, revocations.view)
    : createTokenVerifier(
        { jwksUrl: config.AUTH_JWKS_URL ?? 'http://127.0.0.1:3001/api/auth/.well-known/jwks.json' },
        { revocations: revocations.view },
      );
  const service = await options.create({ config, logger, database, bus, verifier, redis, revocations }, own);
  await database.migrate(service.migrationsFolder, service.name);
  await enableIdempotency(database, [service.api], { logger, bus, group: `${name}-idempotency` });
  await service.start();
  service.startPublishing();
  const openapi = buildOpenApi({ title: `Mawadda ${name}`, version: '1' }, [
    { prefix: `/api/${name}`, operations: service.api.operations },
  ]);
  const app = createHttpApp({
    logger,
    trustProxy: config.TRUSTED_PROXIES,
    metrics: metricsAccessOf(config),
    publicCaches: service.publicCache ? [service.publicCache] : [],
    readiness: {
      database: () => database.ping(),
      // Named for the engine (kafka), so a 503 says which one is down; joining the consumer groups
      // is not part of readiness (KafkaEventBus.subscribe joins in the background).
      [bus.kind === 'kafka' ? 'kafka' : 'events']: () => bus.ping(),
      ...(redis && { redis: () => redis.ping() }),
      ...service.readiness,
    },
    mount: (a) => {
      a.get('/api/openapi.json', compressStream, (_req, res) => void res.json(openapi));
      a.use(`/api/${name}`, service.api.router);
    },
  });
  const server = app.listen(config.PORT, config.HOST, () =>
    logger.info({ port: config.PORT }, `${name} listening`),
  );
  service.attach?.(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // SIGTERM: stop accepting, let the requests in flight finish, then the service stops (its
  // sockets closed, its outbox published), then the engines' connections.
  const close = async () => {
    logger.info('shutting down');
    await closeServer(server);
    await service.stop();
    await revocations.stop();
    await bus.close();
    redis?.disconnect();
    await database.close();
  };
  return { server, close };
}
