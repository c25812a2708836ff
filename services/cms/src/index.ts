import path from 'node:path';
import {
  ApiRouter,
  createServiceOutbox,
  openMessaging,
  PublicCache,
  type Messaging,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import { contentResources } from './app/content-resources.js';
import type { CmsApp } from './app/context.js';
import { cmsRateLimits } from './app/rate-limits.js';
import { CMS_PRODUCER } from './events/cms-events.js';
import { subscribeToEvents } from './events/consumers.js';
import { dropCacheOnChange } from './events/drop-cache-on-change.js';
import type { CmsMailConfig } from './config.js';
import { adminContentRoutes } from './http/admin-content-routes.js';
import { adminFeedbackRoutes } from './http/admin-feedback-routes.js';
import { adminStatsRoutes } from './http/admin-stats-routes.js';
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
export { cmsEnvSchema, loadCmsConfig, type CmsMailConfig } from './config.js';

/**
 * The content service (DESIGN §2). Guest replies are mailed through `options.messaging` when given
 * (tests), else the Mailer `openMessaging` picks from `options.mail`; without either, the dev inbox
 * under DATA_DIR, never in production.
 */
export function createCmsService(
  deps: ServiceDeps,
  options: { mail?: CmsMailConfig; messaging?: Messaging } = {},
): ServiceModule {
  const { database, logger, verifier } = deps;
  const events = createServiceOutbox(deps, CMS_PRODUCER, platform);
  const app: CmsApp = {
    database,
    outbox: events.outbox,
    feeds: { news: new FeedStore(database.db, news), blog: new FeedStore(database.db, blogPosts) },
    content: contentResources(database.db),
    limits: cmsRateLimits(deps.redis),
    cache: new PublicCache(),
  };
  const http: CmsHttp = { api: new ApiRouter({ tag: 'cms', verifier }), app };
  let messaging: Messaging | undefined;
  navigationRoutes(http);
  pageRoutes(http);
  postRoutes(http);
  faqRoutes(http);
  feedbackRoutes(http);
  adminContentRoutes(http);
  adminFeedbackRoutes(http);
  adminStatsRoutes(http);

  return {
    name: 'cms',
    api: http.api,
    publicCache: app.cache,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      messaging = options.messaging ?? (await openMessaging(mailSettings(deps, options.mail), logger));
      await seedContent(database.db, logger);
      const replies = { mailer: messaging.mailer, publicOrigin: deps.config.PUBLIC_ORIGIN, logger };
      await subscribeToEvents(deps, () => replies);
      await dropCacheOnChange(deps, app.cache);
    },
    startPublishing: events.start,
    async stop() {
      await events.stop();
      if (!options.messaging) await messaging?.mailer.close();
    },
  };
}

/** The mail side only: cms sends no SMS (the SMS port stays the unused dev inbox). */
function mailSettings(deps: ServiceDeps, mail: CmsMailConfig | undefined) {
  if (!mail && deps.config.NODE_ENV === 'production')
    throw new Error('cms needs its mail configuration in production (MAIL_TRANSPORT=smtp, SMTP_URL)');
  const settings: CmsMailConfig = mail ?? {
    MAIL_TRANSPORT: 'inbox',
    MAIL_FROM: 'Mawadda <no-reply@mawadda.invalid>',
    DEV_INBOX_DIR: path.join(deps.config.DATA_DIR, 'dev-inbox'),
  };
  return { ...settings, SMS_TRANSPORT: 'inbox' as const };
}
