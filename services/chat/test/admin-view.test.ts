import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/store/schema.js';
import { startChatApp, type ChatTestApp, type TestMember } from './support/chat-app.js';

let s: ChatTestApp;
beforeAll(async () => {
  s = await startChatApp({ CHAT_REPORTS_PER_DAY: '50' });
});
afterAll(() => s.close());

const api = () => request(s.server);

/** A conversation `from` started with `to`, reported by `to`; answers its ids. */
async function reported(from: TestMember, to: TestMember) {
  const started = await api()
    .post('/api/chat/conversations')
    .set('Authorization', from.auth)
    .send({ memberId: to.id, clientId: randomUUID(), text: 'A rude first message' })
    .expect(201);
  const report = await api()
    .post(`/api/chat/conversations/${started.body.conversation.id}/report`)
    .set('Authorization', to.auth)
    .send({ reason: 'harassment' })
    .expect(201);
  return { conversationId: started.body.conversation.id as string, snapshotId: report.body.id as string };
}

/** The audit lines chat wrote about a conversation: the record, whatever the relay did with it. */
const auditOf = async (conversationId: string) =>
  (
    await s.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.type, 'staff.acted'),
          sql`${outbox.envelope}->'payload'->>'targetId' = ${conversationId}`,
        ),
      )
  ).map((r) => r.envelope.payload);

describe("staff's view of a reported conversation", () => {
  it('is audited once per view, naming the conversation and the reported member', async () => {
    const [sender, reporter] = [await s.member(), await s.member()];
    const { conversationId, snapshotId } = await reported(sender, reporter);
    expect(await auditOf(conversationId)).toEqual([]);

    const adminId = randomUUID();
    const admin = await s.bearer('admin', adminId);
    await api().get(`/api/chat/admin/reports/${snapshotId}`).set('Authorization', admin).expect(200);
    expect(await auditOf(conversationId)).toEqual([
      expect.objectContaining({
        actorId: adminId,
        actorRole: 'admin',
        action: 'conversation.view',
        targetType: 'conversation',
        targetId: conversationId,
        memberId: sender.id,
        reason: null,
      }),
    ]);
    const moderator = await s.bearer('moderator');
    await api().get(`/api/chat/admin/reports/${snapshotId}`).set('Authorization', moderator).expect(200);
    const lines = await auditOf(conversationId);
    expect(lines.map((l) => l.actorRole)).toEqual(['admin', 'moderator']);
    // Never the messages' text: the log says who looked, not what they read.
    expect(JSON.stringify(lines)).not.toContain('rude');
  });

  it('members cannot look, and a look at nothing is no line', async () => {
    const [sender, reporter] = [await s.member(), await s.member()];
    const { conversationId, snapshotId } = await reported(sender, reporter);
    await api().get(`/api/chat/admin/reports/${snapshotId}`).set('Authorization', reporter.auth).expect(403);
    await api()
      .get(`/api/chat/admin/reports/${randomUUID()}`)
      .set('Authorization', await s.bearer('moderator'))
      .expect(404);
    expect(await auditOf(conversationId)).toEqual([]);
  });
});
