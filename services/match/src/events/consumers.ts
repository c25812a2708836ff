import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import type { MatchApp } from '../app/context.js';
import { applyBlock, applyUnblock, eraseMember } from '../app/end-pairs.js';
import { closeConversation, openPair } from '../app/follow-conversations.js';
import { platform } from '../store/schema.js';

/**
 * One subscription for every producer (as profile's and social's consumers): the inbox makes each
 * handler idempotent, so a redelivered `conversation.started` opens no second pair.
 */
export function subscribeToEvents(deps: ServiceDeps, app: MatchApp) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'match',
    producers: ['auth', 'social', 'chat', 'profile'],
    handlers: {
      'member.registered': (e, tx) =>
        app.members.upsert(tx, { memberId: e.payload.memberId, kind: e.payload.kind }),
      'guardian.changed': (e, tx) => app.members.applyGuardian(tx, e.payload),
      // What she declares, shown again before the engagement (README: rules).
      'profile.updated': (e, tx) => app.members.applyDeclaration(tx, e.payload),
      'member.deleted': (e, tx) =>
        eraseMember(app, tx, {
          memberId: e.payload.memberId,
          deletedAt: new Date(e.payload.deletedAt),
          eventId: e.id,
        }),
      'member.blocked': (e, tx) => applyBlock(app, tx, e.payload),
      'member.unblocked': (e, tx) => applyUnblock(app, tx, e.payload),
      'conversation.started': (e, tx) => openPair(app, tx, e.payload),
      'conversation.closed': (e, tx) => closeConversation(app, tx, e.payload),
    },
  });
}
