import { billingStatsSchema } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, subscriptions, trials } from '../src/store/schema.js';
import { startBillingApp } from './support/billing-app.js';

let b: Awaited<ReturnType<typeof startBillingApp>>;
beforeAll(async () => {
  b = await startBillingApp();
});
afterAll(() => b.close());

const stats = (query: Record<string, string>, auth?: string) => {
  const req = request(b.app).get('/api/billing/admin/stats').query(query);
  return auth ? req.set('Authorization', auth) : req;
};

const DAY = 86_400_000;

/** A trial started at `at`; with `boughtAfterDays`, the member bought a plan that many days later. */
async function trial(at: string, boughtAfterDays?: number) {
  const memberId = uuidv7();
  const started = new Date(at);
  await b.database.db
    .insert(trials)
    .values({ memberId, startedAt: started, endsAt: new Date(started.getTime() + 7 * DAY) });
  if (boughtAfterDays !== undefined) {
    const bought = new Date(started.getTime() + boughtAfterDays * DAY);
    await b.database.db.insert(subscriptions).values({
      id: uuidv7(),
      memberId,
      planId: 'six_months',
      months: 6,
      status: 'active',
      startedAt: bought,
      currentPeriodStart: bought,
      currentPeriodEnd: new Date(bought.getTime() + 180 * DAY),
      anchorDay: bought.getUTCDate(),
      paidNetMinor: 30_000,
    });
  }
}

let seq = 0;
/** An order paid at `paidAt` (unpaid when null) totalling `totalMinor`. */
const order = (createdAt: string, paidAt: string | null, totalMinor: number) =>
  b.database.db.insert(orders).values({
    id: uuidv7(),
    memberId: uuidv7(),
    kind: 'purchase',
    planId: 'six_months',
    months: 6,
    stage: paidAt ? 'Completed' : 'NotPaid',
    payment: paidAt ? 'Paid' : 'NotPaid',
    listPriceMinor: totalMinor,
    priceMinor: totalMinor,
    creditMinor: 0,
    vatBasisPoints: 0,
    vatMinor: 0,
    totalMinor,
    locale: 'ar',
    createdAt: new Date(createdAt),
    paidAt: paidAt ? new Date(paidAt) : null,
    provider: 'test',
    providerSessionId: `session-${++seq}`,
  });

describe('billing stats', () => {
  it('counts trials started a day, those that became a plan, and paid orders by week', async () => {
    await trial('2026-07-06T10:00:00Z', 3);
    await trial('2026-07-06T11:00:00Z');
    await trial('2026-07-08T11:00:00Z', 20);
    // Bought before the trial (a returning member): not a conversion of it.
    await trial('2026-07-08T12:00:00Z', -30);
    // Mondays 6 and 13 July; the orders of the 5th and the 20th fall outside the range.
    await order('2026-07-06T09:00:00Z', '2026-07-06T09:05:00Z', 31_500);
    await order('2026-07-12T09:00:00Z', '2026-07-12T23:59:00Z', 10_000);
    await order('2026-07-14T09:00:00Z', '2026-07-14T09:01:00Z', 52_500);
    await order('2026-07-14T10:00:00Z', null, 99_999);
    await order('2026-07-05T10:00:00Z', '2026-07-05T10:01:00Z', 1);
    await order('2026-07-20T10:00:00Z', '2026-07-20T10:01:00Z', 1);

    const res = await stats({ from: '2026-07-06', to: '2026-07-15' }, await b.bearer('admin')).expect(200);
    const body = billingStatsSchema.parse(res.body);
    expect(body.trialsStarted.filter((d) => d.count > 0)).toEqual([
      { day: '2026-07-06', count: 2 },
      { day: '2026-07-08', count: 2 },
    ]);
    expect(body.trialsStarted).toHaveLength(10);
    expect(body.trialsConverted.filter((d) => d.count > 0)).toEqual([
      { day: '2026-07-06', count: 1 },
      { day: '2026-07-08', count: 1 },
    ]);
    expect(body.revenue).toEqual([
      { week: '2026-07-06', amountMinor: 41_500 },
      { week: '2026-07-13', amountMinor: 52_500 },
    ]);
  });

  it('is for admins only: sales are not a moderator’s', async () => {
    const range = { from: '2026-07-06', to: '2026-07-15' };
    await stats(range).expect(401);
    await stats(range, await b.bearer('member')).expect(403);
    await stats(range, await b.bearer('moderator')).expect(403);
    await stats({ from: '2026-07-06', to: 'soon' }, await b.bearer('admin')).expect(400);
  });
});
