import { memberDeletedPayloadSchema, memberRegisteredPayloadSchema } from '@mawadda/contracts';
import { subscribeConsumer, type EventHandler, type ServiceDeps } from '@mawadda/kit';
import type { ActivityTracker } from '../activity/activity-tracker.js';
import type { MediaLibrary } from '../media/media-library.js';
import type { AccessStore } from '../store/access-store.js';
import type { ProfileStore } from '../store/profile-store.js';
import { platform } from '../store/schema.js';
import { socialHandlers } from './social-consumer.js';

interface ConsumerParts {
  store: ProfileStore;
  access: AccessStore;
  media: MediaLibrary;
  activity: ActivityTracker;
}

/**
 * The service's one consumer (group `profile`) of the auth and social topics. One subscription,
 * not one per topic: kafkajs spreads a group's partitions over the union of its members' topics,
 * so a second member of group `profile` on other topics would be handed partitions it does not
 * read, and their events would wait unread.
 */
export function subscribeToEvents(deps: ServiceDeps, parts: ConsumerParts) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'profile',
    producers: ['auth', 'social'],
    handlers: { ...accountHandlers(deps, parts), ...socialHandlers(parts.access) },
  });
}

/**
 * The profile exists from `member.registered` on, and goes with every file on `member.deleted`
 * (erasure, PDPL/GDPR). Files are deleted before the rows: if that fails the event is retried
 * with the rows still there, and deleting files twice is harmless.
 */
function accountHandlers(deps: ServiceDeps, parts: ConsumerParts): Record<string, EventHandler> {
  return {
    'member.registered': async (event, tx) => {
      await parts.store.createFromRegistration(tx, memberRegisteredPayloadSchema.parse(event.payload));
    },
    'member.deleted': async (event, tx) => {
      const { memberId } = memberDeletedPayloadSchema.parse(event.payload);
      const files = await parts.media.purgeFiles(memberId);
      await parts.store.purge(tx, memberId);
      parts.activity.forget(memberId);
      deps.logger.info({ memberId, files }, 'member erased from profiles');
    },
  };
}
