import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { followRequestRefusal } from '../src/domain/follow-request-limit.js';
import { entitlements, followRequestsSent } from '../src/store/schema.js';
import { startSocialApp, type SocialApp } from './support/social-app.js';

// Follow requests land in other members' inboxes: a member may send so many in any 24 hours, more
// while premium (billing's entitlement.changed, as social keeps it).
const FREE = 3;
const PREMIUM = 5;
const HOUR_MS = 3_600_000;

let s: SocialApp;
beforeAll(async () => {
  s = await startSocialApp({ followRequestsPerDay: FREE, followRequestsPerDayPremium: PREMIUM });
});
afterEach(() => s.resetClock());
afterAll(() => s.close());

const api = () => request(s.app);
const follow = (from: { auth: string }, to: { id: string }) =>
  api().post(`/api/social/follows/${to.id}`).set('Authorization', from.auth);
const privateMembers = async (n: number) => {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await s.member('private'));
  return out;
};

describe('the follow request limit (rule)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * HOUR_MS);

  it('allows fewer than the limit in the window, and refuses at it', () => {
    expect(followRequestRefusal({ sent: [hoursAgo(5), hoursAgo(1)], limit: 3, now })).toBeNull();
    expect(followRequestRefusal({ sent: [hoursAgo(5), hoursAgo(2), hoursAgo(1)], limit: 3, now })).toEqual({
      refusal: 'followRequestLimit',
      retryAfterSeconds: 19 * 3600,
    });
  });

  it('says when enough have left the window to go below the limit, not merely the oldest', () => {
    // Premium ended with five sent: under a limit of three, the third oldest must leave first.
    const sent = [hoursAgo(10), hoursAgo(8), hoursAgo(6), hoursAgo(4), hoursAgo(2)];
    expect(followRequestRefusal({ sent, limit: 3, now })?.retryAfterSeconds).toBe(18 * 3600);
  });
});

describe('follow requests per day', () => {
  it('refuses a free member past the limit with 429, Retry-After and its own message key', async () => {
    const asker = await s.member();
    for (const target of await privateMembers(FREE)) {
      expect((await follow(asker, target).expect(200)).body.following).toBe('requested');
    }
    const [one, more] = await privateMembers(2);
    const refused = await follow(asker, one!).set('Accept-Language', 'en').expect(429);
    expect(refused.body).toMatchObject({
      code: 'follow_request_limit',
      messageKey: 'social.followRequestLimit',
      detail: 'You have sent as many follow requests as allowed in a day. Try again later.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.body.retryAfterSeconds).toBe(retryAfter);
    // Nothing was asked: she has no request from him.
    const relationship = await api()
      .get(`/api/social/relationship/${one!.id}`)
      .set('Authorization', asker.auth);
    expect(relationship.body.following).toBe('none');
    // Following a public profile lands in no inbox: it does not count.
    await follow(asker, await s.member()).expect(200);
    // The window rolls: a day later he may ask again.
    s.advanceHours(24.01);
    expect((await follow(asker, more!).expect(200)).body.following).toBe('requested');
  });

  it('does not give the quota back when a request is cancelled', async () => {
    const asker = await s.member();
    const [first, ...rest] = await privateMembers(FREE + 1);
    await follow(asker, first!).expect(200);
    await api().delete(`/api/social/follows/${first!.id}`).set('Authorization', asker.auth).expect(200);
    for (const target of rest.slice(0, FREE - 1)) await follow(asker, target).expect(200);
    await follow(asker, rest.at(-1)!).expect(429);
  });

  it('allows a premium member more, and the free limit again once premium ends', async () => {
    const asker = await s.member();
    await s.entitle(asker.id, { premiumUntil: new Date(Date.now() + 2 * HOUR_MS), version: 1 });
    const targets = await privateMembers(PREMIUM + 2);
    for (const target of targets.slice(0, PREMIUM)) await follow(asker, target).expect(200);
    await follow(asker, targets[PREMIUM]!).expect(429);

    // Premium ends at its time by social's clock: five sent, three allowed, so the third oldest
    // must leave the window before another goes.
    s.advanceHours(3);
    const refused = await follow(asker, targets[PREMIUM]!).expect(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(20 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(21 * 3600);
  });

  it('keeps the newest entitlement: a late older event neither gives premium again nor takes it', async () => {
    const later = () => new Date(Date.now() + 30 * 24 * HOUR_MS);
    const ended = await s.member();
    await s.entitle(ended.id, { premiumUntil: null, version: 3 });
    await s.entitle(ended.id, { premiumUntil: later(), version: 2 });
    const targets = await privateMembers(FREE + 1);
    for (const target of targets.slice(0, FREE)) await follow(ended, target).expect(200);
    await follow(ended, targets[FREE]!).expect(429);

    const premium = await s.member();
    await s.entitle(premium.id, { premiumUntil: later(), version: 3 });
    await s.entitle(premium.id, { premiumUntil: null, version: 2 });
    for (const target of targets.slice(0, FREE + 1)) await follow(premium, target).expect(200);
  });

  it("forgets an erased member's premium and request times, and a late event brings none back", async () => {
    const gone = await s.member();
    await s.entitle(gone.id, { premiumUntil: new Date(Date.now() + 24 * HOUR_MS), version: 1 });
    await follow(gone, (await privateMembers(1))[0]!).expect(200);
    const rows = async () => [
      ...(await s.database.db.select().from(entitlements).where(eq(entitlements.memberId, gone.id))),
      ...(await s.database.db
        .select()
        .from(followRequestsSent)
        .where(eq(followRequestsSent.memberId, gone.id))),
    ];
    expect(await rows()).toHaveLength(2);
    await s.erase(gone.id);
    expect(await rows()).toEqual([]);
    await s.entitle(gone.id, { premiumUntil: new Date(Date.now() + 24 * HOUR_MS), version: 2 });
    expect(await rows()).toEqual([]);
  });
});
