import path from 'node:path';
import { ApiRouter, createServiceOutbox, type ServiceDeps, type ServiceModule } from '@mawadda/kit';
import type { NotifyApp } from './app/context.js';
import { subscribeToEvents } from './events/consumers.js';
import { NOTIFY_PRODUCER } from './events/notify-events.js';
import type { NotifyHttp } from './http/context.js';
import { notificationRoutes } from './http/notification-routes.js';
import { preferenceRoutes } from './http/preference-routes.js';
import { NotificationStore } from './store/notification-store.js';
import { PendingFollowStore } from './store/pending-follow-store.js';
import { PreferenceStore } from './store/preference-store.js';
import { platform } from './store/schema.js';

/**
 * The notification service: turns other services' facts into a member's notification centre, by the
 * member's choice per kind, and asks auth to mail the ones chosen for email.
 */
export function createNotifyService(deps: ServiceDeps, options: { clock?: () => Date } = {}): ServiceModule {
  const { database, verifier } = deps;
  const events = createServiceOutbox(deps, NOTIFY_PRODUCER, platform);
  const app: NotifyApp = {
    database,
    outbox: events.outbox,
    notifications: new NotificationStore(database.db),
    preferences: new PreferenceStore(),
    pendingFollows: new PendingFollowStore(),
    clock: options.clock ?? (() => new Date()),
  };
  const http: NotifyHttp = { api: new ApiRouter({ tag: 'notify', verifier }), app };
  notificationRoutes(http);
  preferenceRoutes(http);

  return {
    name: 'notify',
    api: http.api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      await subscribeToEvents(deps, app);
    },
    startPublishing: events.start,
    stop: events.stop,
  };
}
