import path from 'node:path';
import cookieParser from 'cookie-parser';
import {
  ApiRouter,
  createServiceOutbox,
  openMessaging,
  type Messaging,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import type { AuthApp } from './app/context.js';
import { ensureFirstAdmin } from './app/ensure-first-admin.js';
import { authRateLimits } from './app/rate-limits.js';
import { Sessions } from './app/sessions.js';
import type { AuthConfig } from './config.js';
import { AUTH_PRODUCER } from './events/auth-events.js';
import { accountRoutes } from './http/account-routes.js';
import { addressRoutes } from './http/address-routes.js';
import { deviceRoutes } from './http/device-routes.js';
import { passwordResetRoutes } from './http/password-reset-routes.js';
import { subscribeToEvents } from './events/consumers.js';
import { adminAccountRoutes } from './http/admin-account-routes.js';
import { adminAuditRoutes } from './http/admin-audit-routes.js';
import { adminMemberRoutes } from './http/admin-member-routes.js';
import { adminStaffRoutes } from './http/admin-staff-routes.js';
import { adminExportRoutes } from './http/admin-export-routes.js';
import { adminStatsRoutes } from './http/admin-stats-routes.js';
import type { AuthHttp } from './http/context.js';
import { guardianRoutes } from './http/guardian-routes.js';
import { registrationRoutes } from './http/registration-routes.js';
import { sessionRoutes } from './http/session-routes.js';
import { twoFactorRoutes } from './http/two-factor-routes.js';
import { verificationRoutes } from './http/verification-routes.js';
import { pruneExpiredRegistrations } from './store/pending-registrations-store.js';
import { pruneExpiredInvites } from './store/guardian-store.js';
import { pruneExpiredTokens } from './store/refresh-store.js';
import { pruneExpiredAddressChanges } from './store/address-changes-store.js';
import { pruneExpiredPasswordResets } from './store/password-resets-store.js';
import { pruneExpiredVerifications } from './store/verifications-store.js';
import * as schema from './store/schema.js';
import { loadPhoneKey } from './store/phone-key-secret.js';
import { loadTwoFactorKey } from './store/second-factor-key.js';
import { pruneExpiredChallenges } from './store/sign-in-challenges-store.js';
import { loadSigningKeys, type SigningKeys } from './store/signing-keys.js';

export { authEnvSchema, loadAuthConfig, type AuthConfig } from './config.js';
export type { SigningKeys } from './store/signing-keys.js';

/** The signing keys come first: every other service's verifier is built from their JWKS. */
export function loadAuthKeys(deps: { config: ServiceDeps['config'] }, authConfig: AuthConfig) {
  return loadSigningKeys({
    privateJwk: authConfig.AUTH_PRIVATE_JWK,
    retiredPublicJwks: authConfig.AUTH_RETIRED_PUBLIC_JWKS,
    dataDir: deps.config.DATA_DIR,
    distributed: Boolean(deps.config.DATABASE_URL),
  });
}

/**
 * Accounts, credentials, sessions and roles (DESIGN §2). Mail and SMS go through `options.messaging`
 * when given (tests), else the adapters `openMessaging` picks from the configuration, at start.
 */
export function createAuthService(
  deps: ServiceDeps,
  keys: SigningKeys,
  authConfig: AuthConfig,
  options: { messaging?: Messaging } = {},
): ServiceModule {
  const { database, logger, verifier } = deps;
  const events = createServiceOutbox(deps, AUTH_PRODUCER, schema.platform);
  const app: AuthApp = {
    database,
    outbox: events.outbox,
    keys,
    // Here, not beside the signing keys: only this service's use cases need it.
    phoneKey: loadPhoneKey({
      phoneKey: authConfig.AUTH_PHONE_KEY,
      dataDir: deps.config.DATA_DIR,
      distributed: Boolean(deps.config.DATABASE_URL),
    }),
    twoFactorKey: loadTwoFactorKey({
      twoFactorKey: authConfig.AUTH_TWO_FACTOR_KEY,
      dataDir: deps.config.DATA_DIR,
      distributed: Boolean(deps.config.DATABASE_URL),
    }),
    limits: authRateLimits(authConfig, deps.redis),
    config: authConfig,
    revocations: deps.revocations,
    // Replaced at start by the configured adapters; nothing sends before start.
    messaging: options.messaging ?? notOpenYet,
    publicOrigin: deps.config.PUBLIC_ORIGIN,
    logger,
  };
  const api = new ApiRouter({ tag: 'auth', verifier });
  api.router.use(cookieParser());
  const http: AuthHttp = { api, app, sessions: new Sessions(app), secureCookies: deps.config.COOKIE_SECURE };
  registrationRoutes(http);
  sessionRoutes(http);
  twoFactorRoutes(http);
  verificationRoutes(http);
  accountRoutes(http);
  passwordResetRoutes(http);
  addressRoutes(http);
  deviceRoutes(http);
  guardianRoutes(http);
  adminAccountRoutes(http);
  adminMemberRoutes(http);
  adminStaffRoutes(http);
  adminAuditRoutes(http);
  adminExportRoutes(http);
  adminStatsRoutes(http);
  let pruneTimer: NodeJS.Timeout | undefined;

  return {
    name: 'auth',
    api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      if (!options.messaging) app.messaging = await openMessaging(authConfig, logger);
      await ensureFirstAdmin(database, authConfig, logger, app.twoFactorKey);
      await subscribeToEvents(deps, app);
      pruneTimer = setInterval(() => {
        void pruneExpiredTokens(database.db).catch(() => undefined);
        void pruneExpiredRegistrations(database.db).catch(() => undefined);
        void pruneExpiredVerifications(database.db).catch(() => undefined);
        void pruneExpiredPasswordResets(database.db).catch(() => undefined);
        void pruneExpiredAddressChanges(database.db).catch(() => undefined);
        void pruneExpiredInvites(database.db).catch(() => undefined);
        void pruneExpiredChallenges(database.db).catch(() => undefined);
      }, 6 * 3600_000);
      pruneTimer.unref();
    },
    startPublishing: events.start,
    async stop() {
      clearInterval(pruneTimer);
      await events.stop();
      if (!options.messaging) await Promise.all([app.messaging.mailer.close(), app.messaging.sms.close()]);
    },
  };
}

const notStarted = async (): Promise<never> => {
  throw new Error('auth messaging is opened at start');
};
const notOpenYet: Messaging = {
  mailer: { send: notStarted, ping: notStarted, close: async () => undefined },
  sms: { send: notStarted, ping: notStarted, close: async () => undefined },
};
