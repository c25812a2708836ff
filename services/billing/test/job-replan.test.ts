import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_REMINDERS } from '../src/domain/trial.js';
import { eventually, startBillingApp, type BillingTestApp } from './support/billing-app.js';

let s: BillingTestApp;
beforeAll(async () => {
  s = await startBillingApp();
});
afterAll(() => s.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const replanned = () => s.logLines.filter((line) => line.includes('the queue had lost were planned again'));

describe("billing's jobs when the job store comes back empty", () => {
  it('are planned again from the billing tables at start, once, and the trial still ends on time', async () => {
    const amina = await s.register();
    const started = await s.api.startTrial(amina.auth).expect(201);
    const endsAt = new Date(started.body.trial.endsAt as string);
    const trialJobs = [
      `trial.end/${amina.id}`,
      ...TRIAL_REMINDERS.map((r) => `trial.remind/${r.kind}/${amina.id}`),
    ];
    const runAts = async () =>
      Promise.all(trialJobs.map(async (id) => (await s.service.pendingJob(id))?.runAt.toISOString()));
    const planned = await runAts();
    expect(planned[0]).toBe(endsAt.toISOString());
    expect(planned.every((at) => at !== undefined)).toBe(true);

    await s.emptyJobStore();
    expect(await runAts()).toEqual(trialJobs.map(() => undefined));
    expect(await s.service.pendingJob('billing.sweep')).toBeUndefined();

    // The process starts again on the same tables: every job is back, at the time it had.
    await s.restart();
    expect(await runAts()).toEqual(planned);
    expect(await s.service.pendingJob('billing.sweep')).toBeDefined();
    expect(replanned()).toHaveLength(1);
    expect(JSON.parse(replanned()[0]!)).toMatchObject({ restored: trialJobs.length });

    // Again: the jobs are still pending under their ids, so nothing is planned twice.
    await s.restart();
    expect(await runAts()).toEqual(planned);
    expect(replanned()).toHaveLength(1);

    // Its end comes: the trial ends, announced once.
    s.advanceDays((endsAt.getTime() - s.clock().getTime()) / DAY_MS + 1 / 24);
    if (s.jobQueueKind === 'bullmq') await s.sweep(); // BullMQ runs by the real clock, not the moved one
    await eventually(async () => (await s.outboxOf('subscription.expired', amina.id)).length > 0);
    const me = (await s.api.me(amina.auth).expect(200)).body;
    expect(me).toMatchObject({ state: 'expired', active: false });
    expect(me.notices.map((n: { kind: string }) => n.kind)).toEqual(['trial_ended']);
    expect(await s.outboxOf('subscription.expired', amina.id)).toHaveLength(1);
  });
});
