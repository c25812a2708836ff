import path from 'node:path';
import cookieParser from 'cookie-parser';
import { ApiRouter, createServiceOutbox, type ServiceDeps, type ServiceModule } from '@mawadda/kit';
import { ensureFirstAdmin } from './bootstrap/first-admin.js';
import type { AuthConfig } from './config.js';
import { Sessions } from './domain/sessions.js';
import { loadSigningKeys, type SigningKeys } from './domain/signing-keys.js';
import { AUTH_PRODUCER } from './events/auth-events.js';
import { accountRoutes } from './http/account-routes.js';
import { adminAccountRoutes } from './http/admin-account-routes.js';
import { adminExportRoutes } from './http/admin-export-routes.js';
import { authRateLimits } from './http/rate-limits.js';
import { registrationRoutes } from './http/registration-routes.js';
import { sessionRoutes } from './http/session-routes.js';
import { pruneExpiredTokens } from './store/refresh-store.js';
import * as schema from './store/schema.js';

export { authEnvSchema, loadAuthConfig, type AuthConfig } from './config.js';
export type { SigningKeys } from './domain/signing-keys.js';

/** The signing keys come first: every other service's verifier is built from their JWKS. */
export function loadAuthKeys(
  deps: { config: ServiceDeps['config'] },
  authConfig: AuthConfig,
) {
  return loadSigningKeys({
    privateJwk: authConfig.AUTH_PRIVATE_JWK,
    retiredPublicJwks: authConfig.AUTH_RETIRED_PUBLIC_JWKS,
    dataDir: deps.config.DATA_DIR,
    distributed: Boolean(deps.config.DATABASE_URL),
  });
}

export function createAuthService(
  deps: ServiceDeps,
  keys: SigningKeys,
  authConfig: AuthConfig,
): ServiceModule {
  const { database, logger, verifier } = deps;
  const events = createServiceOutbox(deps, AUTH_PRODUCER, schema.platform);
  const outbox = events.outbox;
  const api = new ApiRouter({ tag: 'auth', verifier });
  api.router.use(cookieParser());
  const sessions = new Sessions(database.db, keys, {
    accessSeconds: authConfig.ACCESS_TOKEN_TTL_SECONDS,
    refreshDays: authConfig.REFRESH_TOKEN_TTL_DAYS,
  });
  const ctx = {
    api,
    database,
    outbox,
    sessions,
    keys,
    limits: authRateLimits(authConfig, deps.redis),
    // The refresh cookie's Secure flag is a platform choice (HTTPS or not), read with the rest.
    config: { ...authConfig, COOKIE_SECURE: deps.config.COOKIE_SECURE },
  };
  registrationRoutes(ctx, sessions);
  sessionRoutes(ctx, sessions);
  accountRoutes(ctx);
  adminAccountRoutes(ctx);
  adminExportRoutes(ctx);
  let pruneTimer: NodeJS.Timeout | undefined;

  return {
    name: 'auth',
    api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      await ensureFirstAdmin(database, authConfig, logger);
      pruneTimer = setInterval(
        () => void pruneExpiredTokens(database.db).catch(() => undefined),
        6 * 3600_000,
      );
      pruneTimer.unref();
    },
    startPublishing: events.start,
    async stop() {
      clearInterval(pruneTimer);
      await events.stop();
    },
  };
}
