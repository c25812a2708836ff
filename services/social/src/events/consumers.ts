import {
  memberDeletedPayloadSchema,
  memberRegisteredPayloadSchema,
  profileUpdatedPayloadSchema,
} from '@mawadda/contracts';
import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import type { SocialGraph } from '../graph/social-graph.js';
import type { MemberStore } from '../store/member-store.js';
import type { ReportStore } from '../store/report-store.js';
import { platform } from '../store/schema.js';

/**
 * Who exists (auth), whose profile is open (profile), and erasure. Consumers are idempotent
 * through the inbox; a replayed snapshot changes nothing.
 */
export function subscribeToMembers(
  deps: ServiceDeps,
  parts: { members: MemberStore; graph: SocialGraph; reports: ReportStore },
) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'social',
    producers: ['auth', 'profile'],
    handlers: {
      'member.registered': async (event, tx) => {
        const m = memberRegisteredPayloadSchema.parse(event.payload);
        await parts.members.upsert(tx, { memberId: m.memberId, kind: m.kind });
      },
      'profile.updated': async (event, tx) => {
        const { profile } = profileUpdatedPayloadSchema.parse(event.payload);
        const before = await parts.members.applyProfile(tx, profile);
        if (before === 'private' && profile.visibility === 'public')
          await parts.graph.acceptWaitingRequests(tx, profile.memberId);
      },
      'member.deleted': async (event, tx) => {
        // Other services purge their own copies on this same event, so the follows and blocks
        // that go with the account are dropped without an event each.
        const { memberId } = memberDeletedPayloadSchema.parse(event.payload);
        await parts.graph.purge(tx, memberId);
        await parts.reports.forgetReporter(tx, memberId);
        await parts.members.remove(tx, memberId);
      },
    },
  });
}
