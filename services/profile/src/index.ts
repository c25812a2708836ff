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
import { ActivityThrottle } from './activity/activity-throttle.js';
import type { ProfileApp } from './app/context.js';
import { recordActivity } from './app/record-activity.js';
import { loadMediaUrlSecret, type ProfileConfig } from './config.js';
import { MediaUrlSigner } from './domain/media-url.js';
import { subscribeToEvents } from './events/consumers.js';
import { PROFILE_PRODUCER } from './events/profile-events.js';
import { adminExportRoute } from './http/admin-export-route.js';
import { adminModerationRoutes } from './http/admin-moderation-routes.js';
import { adminStatsRoutes } from './http/admin-stats-routes.js';
import { cardRoutes } from './http/card-routes.js';
import type { ProfileHttp } from './http/context.js';
import { exportRoute } from './http/export-route.js';
import { MediaCookies, requestViewer } from './http/media-cookie.js';
import { mediaRoutes } from './http/media-routes.js';
import { memberRoutes } from './http/member-routes.js';
import { meRoutes } from './http/me-routes.js';
import { preferencesRoutes } from './http/preferences-routes.js';
import { uploadRoutes } from './http/upload-routes.js';
import { closeImagePipeline } from './media/image-pipeline.js';
import { AccessStore } from './store/access-store.js';
import { ModerationStore } from './store/moderation-store.js';
import { ProfileExportStore } from './store/profile-export-store.js';
import { PreferencesStore } from './store/preferences-store.js';
import { ProfileStore } from './store/profile-store.js';
import { platform } from './store/schema.js';
import { RevealStore } from './store/reveal-store.js';
import { ViewStore } from './store/view-store.js';
import { ViewThrottle } from './activity/view-throttle.js';
import { revealRoutes } from './http/reveal-routes.js';
import { guardianRoutes } from './http/guardian-routes.js';
import { GuardianStore } from './store/guardian-store.js';
import { VerificationStore } from './store/verification-store.js';
import { verificationRoutes } from './http/verification-routes.js';
import { adminVerificationRoutes, verificationFileRoute } from './http/admin-verification-routes.js';
import { VERIFICATION_FILE_BASE } from './domain/verification.js';

export { loadProfileConfig, profileEnvSchema, type ProfileConfig } from './config.js';

/** Records presence for a member's request (app/record-activity.ts); never throws. */
export interface ActivityRecorder {
  touch(memberId: string): Promise<void>;
}

export interface ProfileServiceModule extends ServiceModule {
  /** The embedded gateway records activity of every authenticated request through this. */
  activity: ActivityRecorder;
}

/** Profiles, their media and privacy, and presence (DESIGN §2). */
export async function createProfileService(
  deps: ServiceDeps,
  options: { config: ProfileConfig; objects?: ObjectStore; clock?: () => Date },
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
  const signer = new MediaUrlSigner(secret);
  const app: ProfileApp = {
    database,
    outbox: events.outbox,
    store: new ProfileStore(database.db, database.rowChanges),
    preferences: new PreferencesStore(database.db),
    access: new AccessStore(database.db, database.rowChanges),
    profileExport: new ProfileExportStore(database.db),
    objects,
    signer,
    logger,
    activity: new ActivityThrottle(),
    uploadLimiter: createRateLimiter(
      { name: 'profile-uploads', points: profileConfig.RATE_LIMIT_UPLOADS_PER_HOUR, durationSeconds: 3600 },
      deps.redis,
    ),
    moderation: profileConfig.PROFILE_MODERATION,
    queue: new ModerationStore(database.db, database.rowChanges),
    reveals: new RevealStore(database.db, database.rowChanges),
    guardians: new GuardianStore(database.db),
    views: new ViewStore(database.db),
    viewThrottle: new ViewThrottle(),
    revealRequestLimiter: createRateLimiter(
      {
        name: 'profile-reveal-requests',
        points: profileConfig.RATE_LIMIT_REVEAL_REQUESTS_PER_DAY,
        durationSeconds: 86_400,
      },
      deps.redis,
    ),
    memberNumbers: new Map(),
    verifications: new VerificationStore(database.db),
    verificationSigner: new MediaUrlSigner(secret, VERIFICATION_FILE_BASE),
    clock: options.clock ?? (() => new Date()),
  };
  const mediaCookies = new MediaCookies(signer, config.COOKIE_SECURE);
  const api = new ApiRouter({ tag: 'profile', verifier });
  const http: ProfileHttp = {
    api,
    app,
    grantMedia: (res, auth) => mediaCookies.issue(res, auth),
    mediaViewer: (req) =>
      requestViewer(req, {
        signer,
        principalOf: (r) => api.principalOf(r),
        revocations: deps.revocations?.view,
      }),
  };
  // Fixed paths first: `/me`, `/media/...`, `/cards` and `/admin/...` must not be taken for a member id.
  meRoutes(http);
  preferencesRoutes(http);
  revealRoutes(http);
  guardianRoutes(http);
  uploadRoutes(http);
  exportRoute(http);
  adminExportRoute(http);
  adminModerationRoutes(http);
  adminStatsRoutes(http);
  verificationRoutes(http);
  adminVerificationRoutes(http);
  // Before the member media route, whose `/media/:memberId/...` has the same shape.
  verificationFileRoute(http);
  mediaRoutes(http);
  cardRoutes(http);
  memberRoutes(http);

  return {
    name: 'profile',
    api: http.api,
    activity: { touch: (memberId) => recordActivity(app, memberId) },
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    readiness: { objects: () => objects.ping() },
    async start() {
      await subscribeToEvents(deps, app);
    },
    startPublishing: events.start,
    async stop() {
      await events.stop();
      await closeImagePipeline();
      if (!options.objects) await objects.close();
    },
  };
}
