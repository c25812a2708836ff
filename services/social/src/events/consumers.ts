import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import { applyProfile } from '../app/apply-profile.js';
import type { SocialApp } from '../app/context.js';
import { eraseMember } from '../app/erase-member.js';
import { recordMember } from '../app/record-member.js';
import { platform } from '../store/schema.js';

/**
 * Who exists (auth), whose profile is open (profile), and erasure. Payloads arrive parsed by the
 * contracts' registry; consumers are idempotent through the inbox, and a replayed snapshot
 * changes nothing.
 */
export function subscribeToMembers(deps: ServiceDeps, app: SocialApp) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'social',
    producers: ['auth', 'profile'],
    handlers: {
      'member.registered': (event, tx) => recordMember(app, tx, event.payload),
      'profile.updated': (event, tx) => applyProfile(app, tx, event.payload.profile),
      'member.deleted': (event, tx) =>
        eraseMember(app, tx, {
          memberId: event.payload.memberId,
          deletedAt: new Date(event.payload.deletedAt),
          eventId: event.id,
        }),
    },
  });
}
