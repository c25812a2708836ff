import path from 'node:path';
import {
  ApiRouter,
  createServiceOutbox,
  openJobQueue,
  type JobQueue,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import type { NotifyApp, PushSetup } from './app/context.js';
import type { NotifyConfig } from './config.js';
import { subscribeToEvents } from './events/consumers.js';
import { NOTIFY_PRODUCER } from './events/notify-events.js';
import type { NotifyHttp } from './http/context.js';
import { notificationRoutes } from './http/notification-routes.js';
import { preferenceRoutes } from './http/preference-routes.js';
import { pushRoutes } from './http/push-routes.js';
import { definePushJobs } from './jobs/push-jobs.js';
import type { PushSender } from './store/push-sender.js';
import { webPushSender } from './store/web-push-sender.js';
import { NotificationStore } from './store/notification-store.js';
import { PendingFollowStore } from './store/pending-follow-store.js';
import { PreferenceStore } from './store/preference-store.js';
import { PushMarkStore } from './store/push-mark-store.js';
import { PushPreferenceStore } from './store/push-preference-store.js';
import { PushSubscriptionStore } from './store/push-subscription-store.js';
import { platform } from './store/schema.js';
import { loadVapidKeys } from './store/vapid-keys.js';

export { loadNotifyConfig, notifyEnvSchema, type NotifyConfig } from './config.js';
export { generateVapidKeys } from './store/vapid-keys.js';
export type { PushSender } from './store/push-sender.js';

/** Web Push's setup from configuration (keys kept under DATA_DIR outside production), or null when off. */
function pushSetupOf(deps: ServiceDeps, config: NotifyConfig, sender?: PushSender): PushSetup | null {
  if (!config.WEB_PUSH_ENABLED) return null;
  const production = deps.config.NODE_ENV === 'production';
  const keys = loadVapidKeys({
    publicKey: config.WEB_PUSH_VAPID_PUBLIC_KEY,
    privateKey: config.WEB_PUSH_VAPID_PRIVATE_KEY,
    dataDir: deps.config.DATA_DIR,
    production,
  });
  return {
    publicKey: keys.publicKey,
    endpointHosts: config.WEB_PUSH_ENDPOINT_HOSTS,
    production,
    quietMinutes: config.WEB_PUSH_MESSAGE_QUIET_MINUTES,
    sender: sender ?? webPushSender(keys, config.WEB_PUSH_SUBJECT),
  };
}

/**
 * The notification service: turns other services' facts into a member's notification centre, by the
 * member's choice per kind, asks auth to mail the ones chosen for email, and pushes the ones she
 * chose to her devices (by a job, after the commit).
 */
export function createNotifyService(
  deps: ServiceDeps,
  options: { config: NotifyConfig; clock?: () => Date; pushSender?: PushSender },
): ServiceModule {
  const { database, verifier, logger } = deps;
  const events = createServiceOutbox(deps, NOTIFY_PRODUCER, platform);
  const app: NotifyApp = {
    database,
    outbox: events.outbox,
    logger: logger.child({ service: 'notify' }),
    notifications: new NotificationStore(database.db),
    preferences: new PreferenceStore(),
    pendingFollows: new PendingFollowStore(),
    pushSubscriptions: new PushSubscriptionStore(database.rowChanges),
    pushPreferences: new PushPreferenceStore(),
    pushMarks: new PushMarkStore(),
    push: pushSetupOf(deps, options.config, options.pushSender),
    clock: options.clock ?? (() => new Date()),
  };
  const http: NotifyHttp = { api: new ApiRouter({ tag: 'notify', verifier }), app };
  notificationRoutes(http);
  preferenceRoutes(http);
  pushRoutes(http);

  let jobs: JobQueue | undefined;
  return {
    name: 'notify',
    api: http.api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      if (app.push) {
        jobs = await openJobQueue(deps.config, { queue: 'notify', database, logger });
        app.push.schedule = definePushJobs(jobs, app);
        await jobs.start();
      }
      await subscribeToEvents(deps, app);
    },
    startPublishing: events.start,
    async stop() {
      await jobs?.close();
      await events.stop();
    },
  };
}
