import type { DeviceSession } from '@mawadda/contracts';
import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import type { AuthRefusal } from '../domain/refusals.js';
import { describeUserAgent, maskIp } from '../domain/user-agent.js';
import { listOpenFamilies, revokeOpenFamily, revokeOtherFamilies } from '../store/device-sessions-store.js';
import type { AuthApp } from './context.js';
import { announceEndedSessions, stopSessionsHereNow } from './ended-sessions.js';

/**
 * The member's devices: one per open sign-in (refresh family), with the masked network and times.
 * Ending one works as logout does, so its access tokens stop in every process at once.
 */
export async function listDeviceSessions(
  app: AuthApp,
  accountId: string,
  currentSessionId: string | undefined,
): Promise<DeviceSession[]> {
  const families = await listOpenFamilies(app.database.db, accountId);
  return families.map((f) => ({
    id: f.familyId,
    current: f.familyId === currentSessionId,
    ...describeUserAgent(f.userAgent),
    ip: maskIp(f.ip),
    firstSeenAt: f.firstSeenAt.toISOString(),
    lastSeenAt: f.lastSeenAt.toISOString(),
  }));
}

// Family ids are UUIDs: anything else names no session (and must not reach a uuid column).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs one device out; another account's session, or none, is "not found" alike. */
export async function endDeviceSession(
  app: AuthApp,
  accountId: string,
  sessionId: string,
): Promise<Outcome<void, AuthRefusal>> {
  if (!UUID.test(sessionId)) return refused({ refusal: 'device_session_not_found' });
  const at = new Date();
  const ended = await app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    if (!(await revokeOpenFamily(tx, accountId, sessionId))) return false;
    await announceEndedSessions(app, tx, accountId, [sessionId], 'logout', at);
    return true;
  });
  if (!ended) return refused({ refusal: 'device_session_not_found' });
  stopSessionsHereNow(app, [sessionId], at);
  return ok(undefined);
}

/** "Sign out everywhere else": every open sign-in of the account but the caller's own. */
export async function endOtherDeviceSessions(
  app: AuthApp,
  accountId: string,
  currentSessionId: string | undefined,
): Promise<void> {
  const keep = currentSessionId && UUID.test(currentSessionId) ? currentSessionId : undefined;
  const at = new Date();
  const ended = await app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    const families = await revokeOtherFamilies(tx, accountId, keep);
    return announceEndedSessions(app, tx, accountId, families, 'logout', at);
  });
  stopSessionsHereNow(app, ended, at);
}
