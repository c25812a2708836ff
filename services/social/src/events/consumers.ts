import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import { applyEntitlement } from '../app/apply-entitlement.js';
import { applyProfile } from '../app/apply-profile.js';
import type { SocialApp } from '../app/context.js';
import { eraseMember } from '../app/erase-member.js';
import { fileChatReport } from '../app/file-chat-report.js';
import { recordMember } from '../app/record-member.js';
import { platform } from '../store/schema.js';

/**
 * One subscription for every producer, not one per topic: kafkajs spreads a group's partitions over
 * the union of its members' topics, so a second member on other topics would be handed partitions
 * it does not read (profile's consumers.ts). The inbox makes consumers idempotent.
 */
export function subscribeToEvents(deps: ServiceDeps, app: SocialApp) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'social',
    producers: ['auth', 'profile', 'chat', 'billing'],
    handlers: {
      'member.registered': (event, tx) => recordMember(app, tx, event.payload),
      'profile.updated': (event, tx) => applyProfile(app, tx, event.payload.profile),
      'member.deleted': (event, tx) =>
        eraseMember(app, tx, {
          memberId: event.payload.memberId,
          deletedAt: new Date(event.payload.deletedAt),
          eventId: event.id,
        }),
      'conversation.reported': async (event, tx) => void (await fileChatReport(app, tx, event.payload)),
      'entitlement.changed': (event, tx) => applyEntitlement(app, tx, event.payload),
    },
  });
}
