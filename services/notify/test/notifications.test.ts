import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7, type NewEvent } from '@mawadda/kit';
import { eventually } from '@mawadda/kit/testing';
import { startNotifyApp, type NotifyTestApp } from './support/notify-app.js';

let t: NotifyTestApp;
beforeAll(async () => {
  t = await startNotifyApp();
});
afterAll(() => t?.close());

const at = () => new Date().toISOString();

async function listOf(memberId: string) {
  const res = await request(t.app)
    .get('/api/notify/notifications')
    .set('Authorization', await t.bearer('member', memberId))
    .expect(200);
  return res.body.items as {
    id: string;
    kind: string;
    actorId: string | null;
    subjectId: string | null;
    params: Record<string, unknown>;
    link: string;
    readAt: string | null;
  }[];
}

const mailsTo = (memberId: string) =>
  t.published.filter((e) => e.type === 'notification.created' && e.payload.memberId === memberId);

describe('events become notifications for the right member, once', () => {
  it('follow.requested tells the target; the accepted request tells the requester', async () => {
    const [follower, target, followId] = [uuidv7(), uuidv7(), uuidv7()];
    const requested: NewEvent = {
      type: 'follow.requested',
      key: target,
      payload: { followId, followerId: follower, targetId: target, at: at() },
    };
    const envelope = await t.deliver('social', requested);
    // A replay (relay crash, Kafka rebalance) changes nothing.
    await t.bus.publish([envelope]);
    const toTarget = await listOf(target);
    expect(toTarget).toHaveLength(1);
    expect(toTarget[0]).toMatchObject({
      kind: 'follow.requested',
      actorId: follower,
      subjectId: followId,
      link: '/profile/requests',
      readAt: null,
    });
    expect(await listOf(follower)).toEqual([]);

    await t.deliver('social', {
      type: 'follow.accepted',
      key: target,
      payload: { followId, followerId: follower, targetId: target, at: at() },
    });
    const toFollower = await listOf(follower);
    expect(toFollower).toHaveLength(1);
    expect(toFollower[0]).toMatchObject({
      kind: 'follow.accepted',
      actorId: target,
      link: `/profile/${target}`,
    });
  });

  it('a follow of a public profile (accepted at once, never requested) tells nobody', async () => {
    const [follower, target] = [uuidv7(), uuidv7()];
    await t.deliver('social', {
      type: 'follow.accepted',
      key: target,
      payload: { followId: uuidv7(), followerId: follower, targetId: target, at: at() },
    });
    expect(await listOf(follower)).toEqual([]);
    expect(await listOf(target)).toEqual([]);
  });

  it('conversation.started tells the member who did not start it, and mails by default', async () => {
    const [starter, recipient, conversationId] = [uuidv7(), uuidv7(), uuidv7()];
    await t.deliver('chat', {
      type: 'conversation.started',
      key: recipient,
      payload: { conversationId, starterId: starter, recipientId: recipient, at: at() },
    });
    const items = await listOf(recipient);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'conversation.started',
      actorId: starter,
      link: `/chat/${conversationId}`,
    });
    expect(await listOf(starter)).toEqual([]);
    await eventually(() => mailsTo(recipient).length === 1);
    expect(mailsTo(recipient)[0]!.payload).toEqual({
      notificationId: items[0]!.id,
      memberId: recipient,
      kind: 'conversation.started',
      link: `/chat/${conversationId}`,
      at: expect.any(String),
    });
  });

  it('reveal.requested tells the owner, reveal.granted the viewer', async () => {
    const [owner, viewer] = [uuidv7(), uuidv7()];
    await t.deliver('profile', {
      type: 'reveal.requested',
      key: owner,
      payload: { requestId: uuidv7(), ownerId: owner, requesterId: viewer, subject: 'photos', at: at() },
    });
    await t.deliver('profile', {
      type: 'reveal.granted',
      key: owner,
      payload: { ownerId: owner, viewerId: viewer, subject: 'cv', at: at() },
    });
    expect(await listOf(owner)).toMatchObject([
      { kind: 'reveal.requested', actorId: viewer, params: { subject: 'photos' }, link: '/profile/privacy' },
    ]);
    expect(await listOf(viewer)).toMatchObject([
      { kind: 'reveal.granted', actorId: owner, params: { subject: 'cv' }, link: `/profile/${owner}` },
    ]);
  });

  it('feedback.replied tells the member who wrote signed in, and nobody for a guest', async () => {
    const member = uuidv7();
    const feedbackId = uuidv7();
    await t.deliver('cms', {
      type: 'feedback.replied',
      key: member,
      payload: { feedbackId, memberId: member, locale: 'ar', status: 'answered', repliedAt: at() },
    });
    await t.deliver('cms', {
      type: 'feedback.replied',
      key: feedbackId,
      payload: { feedbackId: uuidv7(), memberId: null, locale: 'en', status: 'answered', repliedAt: at() },
    });
    expect(await listOf(member)).toMatchObject([
      { kind: 'feedback.replied', actorId: null, subjectId: feedbackId, link: '/my-messages' },
    ]);
  });

  it('billing.notice.created and profile.moderated carry their codes, never a text', async () => {
    const member = uuidv7();
    const noticeId = uuidv7();
    const itemId = uuidv7();
    await t.deliver('billing', {
      type: 'billing.notice.created',
      key: member,
      payload: { memberId: member, noticeId, code: 'trial_ends_in_3_days', at: at() },
    });
    await t.deliver('profile', {
      type: 'profile.moderated',
      key: member,
      payload: {
        memberId: member,
        itemId,
        kind: 'avatar',
        decision: 'rejected',
        reason: 'low_quality',
        at: at(),
      },
    });
    const items = await listOf(member);
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'billing.notice',
          subjectId: noticeId,
          params: { code: 'trial_ends_in_3_days' },
        }),
        expect.objectContaining({
          kind: 'moderation.result',
          subjectId: itemId,
          params: { item: 'avatar', decision: 'rejected', reason: 'low_quality' },
          link: '/profile',
        }),
      ]),
    );
  });
});

describe('preferences', () => {
  it('lists every kind with its default, and honours off, in_app and email', async () => {
    const member = uuidv7();
    const auth = await t.bearer('member', member);
    const defaults = await request(t.app)
      .get('/api/notify/preferences')
      .set('Authorization', auth)
      .expect(200);
    expect(defaults.body).toEqual({
      'follow.requested': 'in_app',
      'follow.accepted': 'in_app',
      'conversation.started': 'email',
      'reveal.requested': 'email',
      'reveal.granted': 'in_app',
      'feedback.replied': 'email',
      'billing.notice': 'email',
      'moderation.result': 'email',
      'guardian.request': 'email',
      'guardian.decision': 'in_app',
      'suggestions.ready': 'in_app',
      'pair.waiting': 'email',
      'call.missed': 'in_app',
      'story.agreement': 'email',
      'story.decision': 'email',
    });
    const saved = await request(t.app)
      .put('/api/notify/preferences')
      .set('Authorization', auth)
      .send({ 'conversation.started': 'off', 'follow.requested': 'email', 'billing.notice': 'in_app' })
      .expect(200);
    expect(saved.body).toMatchObject({
      'conversation.started': 'off',
      'follow.requested': 'email',
      'billing.notice': 'in_app',
      'feedback.replied': 'email',
    });

    await t.deliver('chat', {
      type: 'conversation.started',
      key: member,
      payload: { conversationId: uuidv7(), starterId: uuidv7(), recipientId: member, at: at() },
    });
    expect(await listOf(member)).toEqual([]);

    await t.deliver('billing', {
      type: 'billing.notice.created',
      key: member,
      payload: { memberId: member, noticeId: uuidv7(), code: 'trial_ended', at: at() },
    });
    await t.deliver('social', {
      type: 'follow.requested',
      key: member,
      payload: { followId: uuidv7(), followerId: uuidv7(), targetId: member, at: at() },
    });
    const kinds = (await listOf(member)).map((n) => n.kind).sort();
    expect(kinds).toEqual(['billing.notice', 'follow.requested']);
    // Only the kind set to email is mailed; in_app stays in the centre. A later email kind is
    // published behind whatever those two caused, so once it is out, nothing else is coming.
    await t.deliver('cms', {
      type: 'feedback.replied',
      key: member,
      payload: { feedbackId: uuidv7(), memberId: member, locale: 'ar', status: 'answered', repliedAt: at() },
    });
    await eventually(() => mailsTo(member).some((e) => e.payload.kind === 'feedback.replied'));
    expect(mailsTo(member).map((e) => e.payload.kind)).toEqual(['follow.requested', 'feedback.replied']);
  });

  it('refuses an unknown kind or channel, naming the field', async () => {
    const auth = await t.bearer('member');
    const unknown = await request(t.app)
      .put('/api/notify/preferences')
      .set('Authorization', auth)
      .send({ 'guardian.whatever': 'email' })
      .expect(400);
    expect(unknown.body.errors[0]).toMatchObject({
      field: 'guardian.whatever',
      messageKey: 'notify.preferences.unknownKind',
    });
    const badChannel = await request(t.app)
      .put('/api/notify/preferences')
      .set('Authorization', auth)
      .send({ 'follow.requested': 'sms' })
      .expect(400);
    expect(badChannel.body.errors[0]).toMatchObject({ field: 'follow.requested' });
  });
});
