import path from 'node:path';
import {
  ApiRouter,
  createRateLimiter,
  createServiceOutbox,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import type { SocialConfig } from './config.js';
import { subscribeToMembers } from './events/consumers.js';
import { SOCIAL_PRODUCER } from './events/social-events.js';
import { SocialGraph } from './graph/social-graph.js';
import { adminExportRoutes } from './http/admin-export-routes.js';
import { adminReportRoutes } from './http/admin-report-routes.js';
import { blockRoutes } from './http/block-routes.js';
import type { SocialContext } from './http/context.js';
import { followRoutes } from './http/follow-routes.js';
import { listRoutes } from './http/list-routes.js';
import { reportRoutes } from './http/report-routes.js';
import { requestRoutes } from './http/request-routes.js';
import { BlockExportStore } from './store/block-export-store.js';
import { GraphStore } from './store/graph-store.js';
import { ListStore } from './store/list-store.js';
import { MemberStore } from './store/member-store.js';
import { ReportStore } from './store/report-store.js';
import { platform } from './store/schema.js';

export { loadSocialConfig, socialEnvSchema, type SocialConfig } from './config.js';

/** Follow, follow requests, block and report (DESIGN §2). */
export function createSocialService(deps: ServiceDeps, options: { config: SocialConfig }): ServiceModule {
  const { database, verifier } = deps;
  const config = options.config;
  const events = createServiceOutbox(deps, SOCIAL_PRODUCER, platform);
  const outbox = events.outbox;
  const pairs = new GraphStore();
  const members = new MemberStore();
  const reports = new ReportStore(database.db);
  const graph = new SocialGraph({ database, graph: pairs, members, outbox });
  const ctx: SocialContext = {
    api: new ApiRouter({ tag: 'social', verifier }),
    database,
    outbox,
    graph,
    pairs,
    members,
    lists: new ListStore(database.db),
    reports,
    blockExport: new BlockExportStore(database.db),
    followLimiter: createRateLimiter(
      { name: 'social-follows', points: config.RATE_LIMIT_FOLLOWS_PER_HOUR, durationSeconds: 3600 },
      deps.redis,
    ),
    reportLimiter: createRateLimiter(
      { name: 'social-reports', points: config.RATE_LIMIT_REPORTS_PER_DAY, durationSeconds: 86_400 },
      deps.redis,
    ),
  };
  followRoutes(ctx);
  requestRoutes(ctx);
  listRoutes(ctx);
  blockRoutes(ctx);
  reportRoutes(ctx);
  adminReportRoutes(ctx);
  adminExportRoutes(ctx);

  return {
    name: 'social',
    api: ctx.api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      await subscribeToMembers(deps, { members, graph, reports });
    },
    startPublishing: events.start,
    stop: events.stop,
  };
}
