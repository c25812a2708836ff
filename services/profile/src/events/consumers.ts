import { memberDeletedPayloadSchema, memberRegisteredPayloadSchema } from '@mawadda/contracts';
import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import type { ActivityTracker } from '../activity/activity-tracker.js';
import type { MediaLibrary } from '../media/media-library.js';
import type { ProfileStore } from '../store/profile-store.js';
import { platform } from '../store/schema.js';

/**
 * The profile exists from `member.registered` on, and goes with every file on `member.deleted`
 * (erasure, PDPL/GDPR). Files are deleted before the rows: if that fails the event is retried
 * with the rows still there, and deleting files twice is harmless.
 */
export function subscribeToAccounts(
  deps: ServiceDeps,
  parts: { store: ProfileStore; media: MediaLibrary; activity: ActivityTracker },
) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'profile',
    producers: ['auth'],
    handlers: {
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
    },
  });
}
