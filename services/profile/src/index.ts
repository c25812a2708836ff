import path from 'node:path';
import {
  ApiRouter,
  createRateLimiter,
  createServiceOutbox,
  openObjectStore,
  type ObjectStore,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import { ActivityTracker } from './activity/activity-tracker.js';
import { loadMediaUrlSecret, type ProfileConfig } from './config.js';
import { MediaUrlSigner } from './domain/media-url.js';
import { subscribeToEvents } from './events/consumers.js';
import { PROFILE_PRODUCER } from './events/profile-events.js';
import { adminExportRoute } from './http/admin-export-route.js';
import type { ProfileContext } from './http/context.js';
import { cardRoutes } from './http/card-routes.js';
import { exportRoute } from './http/export-route.js';
import { issueMediaCookie } from './http/media-cookie.js';
import { mediaRoutes } from './http/media-routes.js';
import { memberRoutes } from './http/member-routes.js';
import { meRoutes } from './http/me-routes.js';
import { uploadRoutes } from './http/upload-routes.js';
import { MediaLibrary } from './media/media-library.js';
import { AccessStore } from './store/access-store.js';
import { ProfileExportStore } from './store/profile-export-store.js';
import { ProfileStore } from './store/profile-store.js';
import { platform } from './store/schema.js';

export { loadProfileConfig, profileEnvSchema, type ProfileConfig } from './config.js';
export { ActivityTracker } from './activity/activity-tracker.js';

export interface ProfileServiceModule extends ServiceModule {
  /** The gateway records activity of every authenticated request through this. */
  activity: ActivityTracker;
}

/** Profiles, their media and privacy, and presence (DESIGN §2). */
export async function createProfileService(
  deps: ServiceDeps,
  options: { config: ProfileConfig; objects?: ObjectStore },
): Promise<ProfileServiceModule> {
  const { database, logger, verifier, config } = deps;
  const profileConfig = options.config;
  const objects = options.objects ?? (await openObjectStore(config));
  const secret = loadMediaUrlSecret({
    secret: profileConfig.MEDIA_URL_SECRET,
    dataDir: config.DATA_DIR,
    distributed: Boolean(config.DATABASE_URL),
  });
  const events = createServiceOutbox(deps, PROFILE_PRODUCER, platform);
  const outbox = events.outbox;
  const store = new ProfileStore(database.db);
  const access = new AccessStore(database.db);
  const activity = new ActivityTracker({ database, store, outbox, logger });
  const media = new MediaLibrary({ database, store, objects, outbox, logger });
  const signer = new MediaUrlSigner(secret);
  const ctx: ProfileContext = {
    api: new ApiRouter({ tag: 'profile', verifier }),
    database,
    store,
    profileExport: new ProfileExportStore(database.db),
    access,
    objects,
    outbox,
    media,
    activity,
    signer,
    grantMedia: (res, auth) => issueMediaCookie(res, signer, auth, config.COOKIE_SECURE),
    uploadLimiter: createRateLimiter(
      { name: 'profile-uploads', points: profileConfig.RATE_LIMIT_UPLOADS_PER_HOUR, durationSeconds: 3600 },
      deps.redis,
    ),
  };
  // Fixed paths first: `/me`, `/media/...`, `/cards` and `/admin/...` must not be taken for a member id.
  meRoutes(ctx);
  uploadRoutes(ctx);
  exportRoute(ctx);
  adminExportRoute(ctx);
  mediaRoutes(ctx);
  cardRoutes(ctx);
  memberRoutes(ctx);

  return {
    name: 'profile',
    api: ctx.api,
    activity,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    readiness: { objects: () => objects.ping() },
    async start() {
      await subscribeToEvents(deps, { store, access, media, activity });
    },
    startPublishing: events.start,
    async stop() {
      await events.stop();
      if (!options.objects) await objects.close();
    },
  };
}
