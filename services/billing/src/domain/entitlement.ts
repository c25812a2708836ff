import type { BillingMe } from '@mawadda/contracts';
import type { TrialPeriod } from './trial.js';

/**
 * The member's entitlement at `now`: premium until the trial's end (exclusive). Its start is not
 * checked: a trial is recorded when it starts, and a start stamped by another process's clock a
 * moment ahead of ours must not leave a new member without it. Paid plans add their periods here
 * with issue 15; the answer stays one "premium until T".
 */
export function entitlementAt(trial: TrialPeriod | undefined, now: Date): BillingMe {
  const running = !!trial && now < trial.endsAt;
  return {
    trial: trial ? { startedAt: trial.startedAt.toISOString(), endsAt: trial.endsAt.toISOString() } : null,
    active: running,
    activeUntil: running ? trial.endsAt.toISOString() : null,
  };
}
