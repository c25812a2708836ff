import type { Db } from '@mawadda/kit';
import type { ChatApp } from './context.js';

/**
 * The entitlement port until billing answers itself (issue 14): billing's events fill chat's
 * copy. `trial.started` and `subscription.started` entitle until their end; `subscription.expired`
 * ends one early (or at its end). Chat judges the end against its own clock.
 */
export async function applyEntitlement(
  app: ChatApp,
  tx: Db,
  e:
    | { kind: 'trial'; memberId: string; endsAt: string }
    | { kind: 'subscription'; memberId: string; subscriptionId: string; endsAt: string }
    | { kind: 'expired'; memberId: string; subscriptionId: string | null; at: string },
) {
  if (e.kind === 'expired') return app.members.expire(tx, e.memberId, e.subscriptionId, new Date(e.at));
  await app.members.entitle(tx, {
    memberId: e.memberId,
    source: e.kind,
    subscriptionId: e.kind === 'subscription' ? e.subscriptionId : null,
    endsAt: new Date(e.endsAt),
  });
}
