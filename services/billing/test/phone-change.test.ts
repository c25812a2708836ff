import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/store/schema.js';
import { eventually, startBillingApp, type BillingTestApp } from './support/billing-app.js';

let s: BillingTestApp;
beforeAll(async () => {
  s = await startBillingApp();
});
afterAll(() => s.close());

/** Auth's `member.contact.changed` for a member who proved a new phone; resolves once applied. */
async function changePhone(memberId: string, phoneKey: string) {
  await s.publish('auth', {
    type: 'member.contact.changed',
    key: memberId,
    payload: { memberId, phoneKey, at: new Date().toISOString() },
  });
  await eventually(async () => {
    const [row] = await s.database.db.select().from(members).where(eq(members.memberId, memberId));
    return row?.phoneKey === phoneKey;
  });
}

describe('the once-per-phone trial follows a changed phone', () => {
  it('judges a member by the number they moved to, not the one they registered with', async () => {
    const used = 'phone-key-with-a-trial';
    const first = await s.register({ phoneKey: used });
    await s.api.startTrial(first.auth).expect(201);
    const mover = await s.register({ phoneKey: 'phone-key-fresh-at-registration' });
    expect((await s.api.me(mover.auth).expect(200)).body.trialAvailable).toBe(true);
    await changePhone(mover.id, used);
    expect((await s.api.me(mover.auth).expect(200)).body.trialAvailable).toBe(false);
    const refused = await s.api.startTrial(mover.auth).expect(409);
    expect(refused.body.code).toBe('trial_phone_used');
  });

  it('lets a member whose new number never had a trial start one, and claims that number', async () => {
    const mover = await s.register({ phoneKey: 'phone-key-old-number' });
    await changePhone(mover.id, 'phone-key-new-number');
    await s.api.startTrial(mover.auth).expect(201);
    const other = await s.register({ phoneKey: 'phone-key-new-number' });
    await s.api.startTrial(other.auth).expect(409);
    // The old number was never used for a trial: another account of it may have one.
    const oldOwner = await s.register({ phoneKey: 'phone-key-old-number' });
    await s.api.startTrial(oldOwner.auth).expect(201);
  });
});
