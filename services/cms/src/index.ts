import path from 'node:path';
import { ApiRouter, createServiceOutbox, type ServiceDeps, type ServiceModule } from '@mawadda/kit';
import { contentResources } from './app/content-resources.js';
import type { CmsApp } from './app/context.js';
import { cmsRateLimits } from './app/rate-limits.js';
import { CMS_PRODUCER } from './events/cms-events.js';
import { subscribeToMemberDeletions } from './events/member-deleted.js';
import { adminContentRoutes } from './http/admin-content-routes.js';
import { adminFeedbackRoutes } from './http/admin-feedback-routes.js';
import type { CmsHttp } from './http/context.js';
import { faqRoutes } from './http/faq-routes.js';
import { feedbackRoutes } from './http/feedback-routes.js';
import { navigationRoutes } from './http/navigation-routes.js';
import { pageRoutes } from './http/page-routes.js';
import { postRoutes } from './http/post-routes.js';
import { seedContent } from './seed/seed-content.js';
import { FeedStore } from './store/feed-store.js';
import { blogPosts, news, platform } from './store/schema.js';

export { seedContent, SEED_NAME } from './seed/seed-content.js';

/** The content service: menus, blocks, pages, news, blog, FAQ and visitor feedback (DESIGN §2). */
export function createCmsService(deps: ServiceDeps): ServiceModule {
  const { database, logger, verifier } = deps;
  const events = createServiceOutbox(deps, CMS_PRODUCER, platform);
  const app: CmsApp = {
    database,
    outbox: events.outbox,
    feeds: { news: new FeedStore(database.db, news), blog: new FeedStore(database.db, blogPosts) },
    content: contentResources(database.db),
    limits: cmsRateLimits(deps.redis),
  };
  const http: CmsHttp = { api: new ApiRouter({ tag: 'cms', verifier }), app };
  navigationRoutes(http);
  pageRoutes(http);
  postRoutes(http);
  faqRoutes(http);
  feedbackRoutes(http);
  adminContentRoutes(http);
  adminFeedbackRoutes(http);

  return {
    name: 'cms',
    api: http.api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      await seedContent(database.db, logger);
      await subscribeToMemberDeletions(deps);
    },
    startPublishing: events.start,
    stop: events.stop,
  };
}
