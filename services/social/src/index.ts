import path from 'node:path';
import {
  ApiRouter,
  createServiceOutbox,
  EntitlementCopy,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import type { SocialApp } from './app/context.js';
import { socialRateLimits } from './app/rate-limits.js';
import type { SocialConfig } from './config.js';
import { subscribeToEvents } from './events/consumers.js';
import { SOCIAL_PRODUCER } from './events/social-events.js';
import { adminExportRoutes } from './http/admin-export-routes.js';
import { adminReportRoutes } from './http/admin-report-routes.js';
import { adminStatsRoutes } from './http/admin-stats-routes.js';
import { blockRoutes } from './http/block-routes.js';
import type { SocialHttp } from './http/context.js';
import { followRoutes } from './http/follow-routes.js';
import { listRoutes } from './http/list-routes.js';
import { reportRoutes } from './http/report-routes.js';
import { requestRoutes } from './http/request-routes.js';
import { GraphExportStore } from './store/graph-export-store.js';
import { FollowRequestLog } from './store/follow-request-log.js';
import { GraphStore } from './store/graph-store.js';
import { ListStore } from './store/list-store.js';
import { MemberStore } from './store/member-store.js';
import { ReportStore } from './store/report-store.js';
import { entitlements, platform } from './store/schema.js';

export { loadSocialConfig, socialEnvSchema, type SocialConfig } from './config.js';

/** Follow, follow requests, block and report (DESIGN §2). */
export function createSocialService(
  deps: ServiceDeps,
  options: { config: SocialConfig; clock?: () => Date },
): ServiceModule {
  const { database, verifier } = deps;
  const events = createServiceOutbox(deps, SOCIAL_PRODUCER, platform);
  const app: SocialApp = {
    database,
    outbox: events.outbox,
    graph: new GraphStore(),
    members: new MemberStore(),
    lists: new ListStore(database.db),
    reports: new ReportStore(database.db),
    graphExport: new GraphExportStore(database.db),
    limits: socialRateLimits(options.config, deps.redis),
    entitlements: new EntitlementCopy(entitlements),
    followRequests: new FollowRequestLog(),
    config: options.config,
    clock: options.clock ?? (() => new Date()),
  };
  const http: SocialHttp = { api: new ApiRouter({ tag: 'social', verifier }), app };
  followRoutes(http);
  requestRoutes(http);
  listRoutes(http);
  blockRoutes(http);
  reportRoutes(http);
  adminReportRoutes(http);
  adminStatsRoutes(http);
  adminExportRoutes(http);

  return {
    name: 'social',
    api: http.api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      await subscribeToEvents(deps, app);
    },
    startPublishing: events.start,
    stop: events.stop,
  };
}
