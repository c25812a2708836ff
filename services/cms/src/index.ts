import path from 'node:path';
import {
  ApiRouter,
  createRateLimiter,
  createServiceOutbox,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import { CMS_PRODUCER } from './events/cms-events.js';
import { subscribeToMemberDeletions } from './events/member-deleted.js';
import { adminContentRoutes } from './http/admin-content-routes.js';
import { adminFeedbackRoutes } from './http/admin-feedback-routes.js';
import type { CmsContext } from './http/context.js';
import { faqRoutes } from './http/faq-routes.js';
import { feedbackRoutes } from './http/feedback-routes.js';
import { navigationRoutes } from './http/navigation-routes.js';
import { pageRoutes } from './http/page-routes.js';
import { postRoutes } from './http/post-routes.js';
import { seedContent } from './seed/seed-content.js';
import { FeedStore } from './store/feed-store.js';
import { FeedbackStore } from './store/feedback-store.js';
import { blogPosts, news, platform } from './store/schema.js';

export { seedContent, SEED_NAME } from './seed/seed-content.js';

/** The content service: menus, blocks, pages, news, blog, FAQ and visitor feedback (DESIGN §2). */
export function createCmsService(deps: ServiceDeps): ServiceModule {
  const { database, logger, verifier } = deps;
  const events = createServiceOutbox(deps, CMS_PRODUCER, platform);
  const outboxWriter = events.outbox;
  const api = new ApiRouter({ tag: 'cms', verifier });
  const ctx: CmsContext = {
    api,
    db: database.db,
    feeds: { news: new FeedStore(database.db, news), blog: new FeedStore(database.db, blogPosts) },
    feedback: new FeedbackStore(database, outboxWriter),
    feedbackLimiter: createRateLimiter(
      { name: 'cms-feedback-ip', points: 5, durationSeconds: 600 },
      deps.redis,
    ),
  };
  navigationRoutes(ctx);
  pageRoutes(ctx);
  postRoutes(ctx);
  faqRoutes(ctx);
  feedbackRoutes(ctx);
  adminContentRoutes(ctx);
  adminFeedbackRoutes(ctx);

  return {
    name: 'cms',
    api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      await seedContent(database.db, logger);
      await subscribeToMemberDeletions(deps);
    },
    startPublishing: events.start,
    stop: events.stop,
  };
}
