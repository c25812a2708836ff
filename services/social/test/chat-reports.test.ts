import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationReportedPayload } from '@mawadda/contracts';
import { eventually, startSocialApp, type SocialApp } from './support/social-app.js';

let s: SocialApp;
beforeAll(async () => {
  s = await startSocialApp();
});
afterAll(() => s.close());

const queueOf = async (memberId: string) =>
  (
    await request(s.app)
      .get(
        `/api/social/admin/reports?filter=${encodeURIComponent(JSON.stringify({ memberId, source: 'chat' }))}`,
      )
      .set('Authorization', await s.bearer('moderator'))
      .expect(200)
  ).body as Record<string, unknown>[];

/** What chat says of a reported conversation: ids, never the messages' text. */
const reported = (reporterId: string, memberId: string): ConversationReportedPayload => ({
  snapshotId: randomUUID(),
  conversationId: randomUUID(),
  reporterId,
  memberId,
  messageIds: [randomUUID(), randomUUID()],
  reason: 'harassment',
  details: 'Insults in the conversation',
  at: new Date().toISOString(),
});

const fromChat = (payload: ConversationReportedPayload) =>
  s.publish('chat', { type: 'conversation.reported', key: payload.memberId, payload });

describe('reports filed in chat', () => {
  it('join the staff queue marked chat, with the conversation, the messages and the snapshot, once', async () => {
    const [reporter, suspect] = [await s.member(), await s.member()];
    const payload = reported(reporter.id, suspect.id);
    await fromChat(payload);
    await eventually(async () => (await queueOf(suspect.id)).length === 1);
    // The same snapshot again (chat publishing it twice) files nothing more.
    await fromChat(payload);
    await eventually(() => s.eventsOf('member.reported', (p) => p.memberId === suspect.id).length === 1);
    const [report] = await queueOf(suspect.id);
    expect(report).toMatchObject({
      source: 'chat',
      reporterId: reporter.id,
      memberId: suspect.id,
      reason: 'harassment',
      conversationId: payload.conversationId,
      chatSnapshotId: payload.snapshotId,
      messageIds: payload.messageIds,
    });
    expect(await queueOf(suspect.id)).toHaveLength(1);
  });

  it('stand beside a profile report of the same member, which stays one open per reporter', async () => {
    const [reporter, suspect] = [await s.member(), await s.member()];
    await request(s.app)
      .post('/api/social/reports')
      .set('Authorization', reporter.auth)
      .send({ memberId: suspect.id, reason: 'harassment' })
      .expect(201);
    await fromChat(reported(reporter.id, suspect.id));
    await eventually(async () => (await queueOf(suspect.id)).length === 1);
    const all = await request(s.app)
      .get(`/api/social/admin/reports?filter=${encodeURIComponent(JSON.stringify({ memberId: suspect.id }))}`)
      .set('Authorization', await s.bearer('moderator'))
      .expect(200);
    expect(all.body.map((r: { source: string }) => r.source).sort()).toEqual(['chat', 'profile']);
  });
});
