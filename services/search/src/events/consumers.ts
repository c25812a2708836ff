import {
  accountStatusPayloadSchema,
  memberActivePayloadSchema,
  memberBlockPayloadSchema,
  memberDeletedPayloadSchema,
  memberRegisteredPayloadSchema,
  profileUpdatedPayloadSchema,
  profileVisibilityChangedPayloadSchema,
} from '@mawadda/contracts';
import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import type { ReadModel } from '../read-model/read-model.js';
import { platform } from '../store/schema.js';

/**
 * The read model is built from events alone (DESIGN §3): accounts from auth, profiles and
 * activity from profile, blocks from social. One consumer group reads the three topics (a second
 * subscription in the same group would starve under kafkajs). Photo events change nothing here:
 * cards take their photo from the profile service, which alone decides who may see it.
 */
export function subscribeToSources(deps: ServiceDeps, model: ReadModel) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'search',
    producers: ['auth', 'profile', 'social'],
    handlers: {
      'member.registered': (e, tx) => model.registered(tx, memberRegisteredPayloadSchema.parse(e.payload)),
      'member.suspended': (e, tx) => {
        const p = accountStatusPayloadSchema.parse(e.payload);
        return model.status(tx, p.memberId, 'suspended');
      },
      'member.reinstated': (e, tx) => {
        const p = accountStatusPayloadSchema.parse(e.payload);
        return model.status(tx, p.memberId, 'active');
      },
      'member.deleted': (e, tx) => {
        const p = memberDeletedPayloadSchema.parse(e.payload);
        return model.erased(tx, p.memberId, new Date(p.deletedAt));
      },
      'profile.updated': (e, tx) => model.profile(tx, profileUpdatedPayloadSchema.parse(e.payload).profile),
      'profile.visibility.changed': (e, tx) => {
        const p = profileVisibilityChangedPayloadSchema.parse(e.payload);
        return model.visibility(tx, p.memberId, p.visibility);
      },
      'member.active': (e, tx) => {
        const p = memberActivePayloadSchema.parse(e.payload);
        return model.active(tx, p.memberId, new Date(p.at));
      },
      'member.blocked': (e, tx) => {
        const p = memberBlockPayloadSchema.parse(e.payload);
        return model.blocked(tx, p.blockerId, p.blockedId);
      },
      'member.unblocked': (e, tx) => {
        const p = memberBlockPayloadSchema.parse(e.payload);
        return model.unblocked(tx, p.blockerId, p.blockedId);
      },
    },
  });
}
