import { describe, expect, it, vi } from 'vitest';
import { InvalidJobPayloadError, type JobQueue } from '@mawadda/kit';
import type { BillingApp } from '../../src/app/context.js';
import { defineBillingJobs, recoverLostJobs } from '../../src/jobs/billing-jobs.js';

/** A queue whose store refuses every job, as BullMQ does at once while Redis is down. A unit fake. */
function refusingQueue(refusal: Error) {
  const scheduled: string[] = [];
  const jobs = {
    define: (name: string) => ({ name }),
    schedule: (job: { name: string }) => {
      scheduled.push(job.name);
      return Promise.reject(refusal);
    },
  } as unknown as JobQueue;
  return { jobs, scheduled };
}

function billingApp() {
  const warn = vi.fn();
  const app = {
    logger: { warn },
    config: { BILLING_ORDER_ABANDON_MINUTES: 30 },
  } as unknown as BillingApp;
  return { app, warn };
}

const MEMBER = '0190f9a0-0000-7000-8000-000000000001';
const ORDER = '0190f9a0-0000-7000-8000-000000000002';

describe("billing's jobs, scheduled after their transaction committed", () => {
  it('never fail the request when the queue refuses them: the loss is logged and the sweep finds the work', async () => {
    const { jobs, scheduled } = refusingQueue(new Error('Connection is closed.'));
    const { app, warn } = billingApp();
    const scheduler = defineBillingJobs(jobs, app);
    const endsAt = new Date(Date.now() + 14 * 86_400_000);

    await expect(scheduler.trialStarted(MEMBER, endsAt)).resolves.toBeUndefined();
    await expect(scheduler.orderOpened(ORDER, new Date())).resolves.toBeUndefined();
    await expect(scheduler.orderPaid(ORDER)).resolves.toBeUndefined();
    await expect(scheduler.subscriptionDue(ORDER, endsAt)).resolves.toBeUndefined();

    // Every job was still asked for (the reminders too), each loss logged by its kind alone.
    expect(scheduled).toEqual([
      'trial.remind',
      'trial.remind',
      'trial.end',
      'order.abandon',
      'order.fulfil',
      'subscription.due',
    ]);
    expect(warn).toHaveBeenCalledTimes(6);
    for (const [fields] of warn.mock.calls) {
      expect(Object.keys(fields as object).sort()).toEqual(['err', 'job']);
    }
  });

  it('still throws a job this code got wrong', async () => {
    const { jobs } = refusingQueue(new InvalidJobPayloadError('order.fulfil', ['orderId: Invalid UUID']));
    const { app, warn } = billingApp();
    await expect(defineBillingJobs(jobs, app).orderPaid(ORDER)).rejects.toBeInstanceOf(
      InvalidJobPayloadError,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('after the job store reconnects', () => {
  /** A queue that holds the jobs a test gives it and reconnects when the test says so. A unit fake. */
  function reconnectingQueue(held: Set<string>) {
    let reconnect = () => undefined as void;
    const scheduled: string[] = [];
    const looked: string[] = [];
    const away = { yes: false };
    const jobs = {
      define: (name: string) => ({ name }),
      get: async (jobId: string) => (looked.push(jobId), held.has(jobId) ? { jobId } : undefined),
      schedule: async (_job: unknown, _payload: unknown, o: { jobId: string }) => {
        if (away.yes) throw new Error('Connection is closed.');
        scheduled.push(o.jobId);
        held.add(o.jobId);
      },
      repeat: async (_job: unknown, _payload: unknown, o: { jobId: string }) => {
        scheduled.push(o.jobId);
        held.add(o.jobId);
      },
      onReconnect: (listener: () => void) => void (reconnect = listener),
    } as unknown as JobQueue;
    return { jobs, scheduled, looked, away, reconnect: () => reconnect() };
  }

  function tablesWithOneTrial() {
    const warn = vi.fn();
    const trials = [{ memberId: MEMBER, endsAt: new Date(Date.now() + 86_400_000), remindedAt: {} }];
    const app = {
      logger: { warn },
      config: { BILLING_ORDER_ABANDON_MINUTES: 30 },
      database: { db: {} },
      clock: () => new Date(),
      trials: {
        openPage: async (_db: unknown, after: string | undefined) => (after ? [] : [...trials]),
      },
      orders: { awaitingJobPage: async () => [] },
      subscriptions: { runningPage: async () => [] },
    } as unknown as BillingApp;
    return { app, warn, trials };
  }

  it('plans the sweep and every due job again when the store came back empty, and nothing when it kept them', async () => {
    const held = new Set<string>();
    const { jobs, scheduled, looked, reconnect } = reconnectingQueue(held);
    const { app, warn } = tablesWithOneTrial();
    app.scheduler = defineBillingJobs(jobs, app);
    recoverLostJobs(jobs, app, 60_000);

    // Redis restarted without its data: the sweep's series is gone, so everything is planned again.
    reconnect();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith({ restored: 3 }, expect.stringContaining('planned again')),
    );
    expect(scheduled).toEqual([
      'billing.sweep',
      `trial.remind/trial_ends_in_3_days/${MEMBER}`,
      `trial.remind/trial_ends_in_1_day/${MEMBER}`,
      `trial.end/${MEMBER}`,
    ]);

    // Reconnected with its jobs (the series is there): once it looked, nothing more is planned.
    const before = looked.length;
    reconnect();
    await vi.waitFor(() => expect(looked.length).toBeGreaterThan(before));
    expect(looked.slice(before)).toEqual(['billing.sweep']);
    expect(scheduled).toHaveLength(4);
  });

  it('plans again what the queue refused while Redis was away, though it kept its other jobs', async () => {
    const held = new Set<string>(['billing.sweep']);
    const { jobs, scheduled, away, reconnect } = reconnectingQueue(held);
    const { app, warn, trials } = tablesWithOneTrial();
    app.scheduler = defineBillingJobs(jobs, app);
    recoverLostJobs(jobs, app, 60_000);

    // A trial started while Redis was away: its jobs were refused (logged), the trial is in the table.
    away.yes = true;
    await app.scheduler.trialStarted(MEMBER, trials[0]!.endsAt);
    expect(warn).toHaveBeenCalledTimes(3);
    away.yes = false;

    reconnect();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith({ restored: 3 }, expect.stringContaining('planned again')),
    );
    expect(scheduled).toEqual([
      'billing.sweep',
      `trial.remind/trial_ends_in_3_days/${MEMBER}`,
      `trial.remind/trial_ends_in_1_day/${MEMBER}`,
      `trial.end/${MEMBER}`,
    ]);
  });
});
