import type { NewEvent } from '@mawadda/kit';
import type { TrialRow } from '../store/schema.js';

export const BILLING_PRODUCER = 'billing';

/** Keyed by the member (contracts/billing/events.ts), so one member's entitlement changes stay in order. */
export const trialStarted = (row: TrialRow): NewEvent<'trial.started'> => ({
  type: 'trial.started',
  key: row.memberId,
  payload: {
    memberId: row.memberId,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  },
});
