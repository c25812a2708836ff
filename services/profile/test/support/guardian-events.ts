import { eq } from 'drizzle-orm';
import { NO_GUARDIAN_SETTINGS, type GuardianChangedPayload, type GuardianSettings } from '@mawadda/contracts';
import { envelopeOf } from '@mawadda/kit';
import { inbox } from '../../src/store/schema.js';
import { eventually, type ProfileApp } from './profile-app.js';

let clock = Date.now();

/**
 * auth's `guardian.changed` for a member: her guardian (null: none) and, with one, the switches
 * she set. Each is later than the last, so profile never keeps an earlier one instead; resolves
 * once profile applied it (its inbox row).
 */
export async function guardianChanged(
  t: ProfileApp,
  memberId: string,
  guardianId: string | null,
  settings: Partial<GuardianSettings> = {},
): Promise<void> {
  await deliverGuardianChanged(t, {
    memberId,
    guardianId,
    ...NO_GUARDIAN_SETTINGS,
    ...(guardianId ? settings : {}),
  });
}

/** The event with exactly these fields (an older auth's may lack newer switches), later than the last. */
export async function deliverGuardianChanged(
  t: ProfileApp,
  fields: Omit<GuardianChangedPayload, 'at' | 'seesMatchmaking' | 'callsIncludeGuardian'> & {
    seesMatchmaking?: boolean;
    callsIncludeGuardian?: boolean;
  },
): Promise<void> {
  clock += 1000;
  const envelope = envelopeOf('auth', {
    type: 'guardian.changed',
    key: fields.memberId,
    payload: { ...fields, at: new Date(clock).toISOString() },
  });
  await t.redeliver(envelope);
  await eventually(
    async () => (await t.database.db.select().from(inbox).where(eq(inbox.eventId, envelope.id))).length > 0,
  );
}
