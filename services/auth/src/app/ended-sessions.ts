import type { Db } from '@mawadda/kit';
import { sessionsRevoked } from '../events/auth-events.js';
import type { AuthApp } from './context.js';

type EndReason = Parameters<typeof sessionsRevoked>[2];

/**
 * Inside the transaction that revoked the sign-ins (refresh families): `sessions.revoked` for
 * them, which every process's verifier applies, so their access tokens stop too. Answers the ids.
 */
export async function announceEndedSessions(
  app: AuthApp,
  tx: Db,
  accountId: string,
  familyIds: string[],
  reason: EndReason,
  at: Date,
): Promise<string[]> {
  if (familyIds.length)
    await app.outbox.append(tx, sessionsRevoked(accountId, { sessionIds: familyIds }, reason, at));
  return familyIds;
}

/** After the commit: this process stops them before the answer is sent; the others follow the event. */
export function stopSessionsHereNow(app: AuthApp, familyIds: readonly string[], at: Date) {
  for (const familyId of familyIds) app.revocations?.revokeNow({ kind: 'session', subject: familyId, at });
}
