import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, mediaGrants } from '../src/store/schema.js';
import { startProfileApp, type ProfileApp } from './support/profile-app.js';
import { blockEvent, followAccepted, followRemoved } from './support/social-events.js';

/*
 * What the social service's events change here: follows open and close a private member's media
 * (URLs handed out included), and a block hides the blocker from the blocked only. The in-process
 * bus resolves `publish` once the consumer has handled it, so each effect is asserted right after.
 */

let t: ProfileApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#735' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const get = (url: string, auth?: string) => {
  const req = request(t.app).get(url);
  return auth ? req.set('Authorization', auth) : req;
};
const profileOf = (memberId: string, auth?: string) => get(`/api/profile/${memberId}`, auth);

/** A member with a profile image and an album photo, public or private. */
async function memberWithMedia(visibility: 'public' | 'private', fullName = 'Huda Saleh') {
  const m = await t.register({ fullName });
  await request(t.app)
    .put('/api/profile/me/avatar')
    .set('Authorization', m.auth)
    .attach('file', jpeg, 'a.jpg')
    .expect(200);
  await request(t.app)
    .post('/api/profile/me/photos')
    .set('Authorization', m.auth)
    .attach('file', jpeg, 'p.jpg')
    .expect(201);
  await request(t.app).patch('/api/profile/me').set('Authorization', m.auth).send({ visibility }).expect(200);
  return m;
}

const stranger = () => t.register({ gender: 'male', fullName: 'Khalid Nasser' });

describe('follow.accepted and follow.removed', () => {
  it('let an accepted follower see a private member’s media, and shut them out again on removal', async () => {
    const owner = await memberWithMedia('private');
    const follower = await stranger();
    const other = await stranger();
    expect((await profileOf(owner.memberId, follower.auth).expect(200)).body.mediaLocked).toBe(true);

    const accepted = await followAccepted(t, follower.memberId, owner.memberId);
    const opened = (await profileOf(owner.memberId, follower.auth).expect(200)).body;
    expect(opened.mediaLocked).toBe(false);
    expect(opened.media.photos).toHaveLength(1);
    const urls: string[] = [opened.media.avatar.variants[0].url, opened.media.photos[0].variants[0].url];
    for (const url of urls) await get(url, follower.auth).expect(200);
    // The grant is the follower's alone.
    expect((await profileOf(owner.memberId, other.auth).expect(200)).body.mediaLocked).toBe(true);

    await followRemoved(t, follower.memberId, owner.memberId);
    // URLs handed out while following stop working at once, before they expire.
    for (const url of urls) await get(url, follower.auth).expect(404);
    const closed = (await profileOf(owner.memberId, follower.auth).expect(200)).body;
    expect(closed.mediaLocked).toBe(true);
    expect(closed.media).toEqual({ avatar: null, cover: null, photos: [], cv: null, video: null });

    // The acceptance delivered again (same event id) is not applied twice: the grant stays gone.
    await t.redeliver(accepted);
    expect((await profileOf(owner.memberId, follower.auth).expect(200)).body.mediaLocked).toBe(true);
    await get(urls[0]!, follower.auth).expect(404);
  });

  it('takes a second acceptance of the same pair and a removal of a pending request in its stride', async () => {
    const owner = await memberWithMedia('private');
    const follower = await stranger();
    await followRemoved(t, follower.memberId, owner.memberId, 'cancelled'); // nothing to delete
    await followAccepted(t, follower.memberId, owner.memberId);
    await followAccepted(t, follower.memberId, owner.memberId); // a new event id, the grant already there
    expect((await profileOf(owner.memberId, follower.auth).expect(200)).body.mediaLocked).toBe(false);
    expect(
      await t.database.db.select().from(mediaGrants).where(eq(mediaGrants.ownerId, owner.memberId)),
    ).toEqual([expect.objectContaining({ ownerId: owner.memberId, viewerId: follower.memberId })]);
  });
});

describe('member.blocked and member.unblocked', () => {
  it('hide a public blocker from the blocked member, profile and media URLs alike, until unblocked', async () => {
    const blocker = await memberWithMedia('public');
    const blocked = await memberWithMedia('public', 'Khalid Nasser');
    const before = (await profileOf(blocker.memberId, blocked.auth).expect(200)).body;
    const avatarUrl: string = before.media.avatar.variants[0].url;
    await get(avatarUrl, blocked.auth).expect(200);

    await blockEvent(t, 'member.blocked', blocker.memberId, blocked.memberId);
    const hidden = await profileOf(blocker.memberId, blocked.auth).expect(404);
    expect(hidden.headers['content-type']).toMatch(/^application\/problem\+json/);
    // Public or not, the URL handed out before the block now answers as if the file were missing.
    await get(avatarUrl, blocked.auth).expect(404);

    // Only the blocked side is hidden: the blocker still sees the other's public profile and photos.
    const seen = (await profileOf(blocked.memberId, blocker.auth).expect(200)).body;
    expect(seen.mediaLocked).toBe(false);
    await get(seen.media.avatar.variants[0].url, blocker.auth).expect(200);
    // A block is between two members: everyone else still finds the blocker.
    const third = await stranger();
    await profileOf(blocker.memberId, third.auth).expect(200);
    await profileOf(blocker.memberId).expect(200);
    // Staff are never blocked.
    await profileOf(blocker.memberId, await t.bearer('moderator')).expect(200);

    await blockEvent(t, 'member.unblocked', blocker.memberId, blocked.memberId);
    const back = (await profileOf(blocker.memberId, blocked.auth).expect(200)).body;
    expect(back.mediaLocked).toBe(false);
    await get(back.media.avatar.variants[0].url, blocked.auth).expect(200);
  });

  it('end the grants both ways, and unblocking does not give them back', async () => {
    const blocker = await memberWithMedia('private');
    const blocked = await memberWithMedia('private', 'Khalid Nasser');
    await followAccepted(t, blocked.memberId, blocker.memberId);
    await followAccepted(t, blocker.memberId, blocked.memberId);
    const granted = (await profileOf(blocker.memberId, blocked.auth).expect(200)).body;
    expect(granted.mediaLocked).toBe(false);
    const grantedUrl: string = granted.media.photos[0].variants[0].url;
    expect((await profileOf(blocked.memberId, blocker.auth).expect(200)).body.mediaLocked).toBe(false);

    const blockedEvent = await blockEvent(t, 'member.blocked', blocker.memberId, blocked.memberId);
    await profileOf(blocker.memberId, blocked.auth).expect(404);
    await get(grantedUrl, blocked.auth).expect(404);
    // The blocker still finds the blocked member, but no longer follows them: their media is locked.
    expect((await profileOf(blocked.memberId, blocker.auth).expect(200)).body.mediaLocked).toBe(true);

    await blockEvent(t, 'member.unblocked', blocker.memberId, blocked.memberId);
    const visible = (await profileOf(blocker.memberId, blocked.auth).expect(200)).body;
    expect(visible.mediaLocked).toBe(true);
    expect(visible.media.photos).toEqual([]);
    await get(grantedUrl, blocked.auth).expect(404);

    // The block delivered again after the unblock is not applied again.
    await t.redeliver(blockedEvent);
    await profileOf(blocker.memberId, blocked.auth).expect(200);
  });

  it('take a repeated block (a new event) without error; one unblock lifts it', async () => {
    const blocker = await memberWithMedia('public');
    const blocked = await stranger();
    await blockEvent(t, 'member.blocked', blocker.memberId, blocked.memberId);
    await blockEvent(t, 'member.blocked', blocker.memberId, blocked.memberId);
    await profileOf(blocker.memberId, blocked.auth).expect(404);
    await blockEvent(t, 'member.unblocked', blocker.memberId, blocked.memberId);
    await profileOf(blocker.memberId, blocked.auth).expect(200);
  });
});

describe('member.deleted', () => {
  it('erases the grants and blocks where the member is on either side, and no others', async () => {
    const gone = await memberWithMedia('private');
    const [a, b, c, d] = [await stranger(), await stranger(), await stranger(), await stranger()];
    await followAccepted(t, a.memberId, gone.memberId); // gone let a in
    await followAccepted(t, gone.memberId, b.memberId); // b let gone in
    await blockEvent(t, 'member.blocked', gone.memberId, c.memberId);
    await blockEvent(t, 'member.blocked', d.memberId, gone.memberId);
    await followAccepted(t, a.memberId, b.memberId); // not theirs: stays
    await blockEvent(t, 'member.blocked', c.memberId, a.memberId); // not theirs: stays

    const db = t.database.db;
    const id = gone.memberId;
    const grantsOf = () =>
      db
        .select()
        .from(mediaGrants)
        .where(or(eq(mediaGrants.ownerId, id), eq(mediaGrants.viewerId, id)));
    const blocksOf = () =>
      db
        .select()
        .from(blocks)
        .where(or(eq(blocks.blockerId, id), eq(blocks.blockedId, id)));
    expect(await grantsOf()).toHaveLength(2);
    expect(await blocksOf()).toHaveLength(2);

    await t.publishAuthEvent({
      type: 'member.deleted',
      key: id,
      payload: { memberId: id, deletedAt: new Date().toISOString() },
    });
    expect(await grantsOf()).toEqual([]);
    expect(await blocksOf()).toEqual([]);
    expect(await db.select().from(mediaGrants).where(eq(mediaGrants.ownerId, b.memberId))).toEqual([
      expect.objectContaining({ viewerId: a.memberId }),
    ]);
    expect(await db.select().from(blocks).where(eq(blocks.blockerId, c.memberId))).toEqual([
      expect.objectContaining({ blockedId: a.memberId }),
    ]);
    await profileOf(c.memberId, a.auth).expect(404);
  });
});
