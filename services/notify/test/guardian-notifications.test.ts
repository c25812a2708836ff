import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@mawadda/kit';
import { startNotifyApp, type NotifyTestApp } from './support/notify-app.js';

/* README: kinds. The guardian's approvals become notifications, a guardian reads theirs. */

let t: NotifyTestApp;
beforeAll(async () => {
  t = await startNotifyApp();
});
afterAll(() => t?.close());

const at = () => new Date().toISOString();

async function listOf(id: string, role: 'member' | 'guardian' = 'member') {
  const res = await request(t.app)
    .get('/api/notify/notifications')
    .set('Authorization', await t.bearer(role, id))
    .expect(200);
  return res.body.items as { kind: string; actorId: string; params: Record<string, unknown>; link: string }[];
}

describe('guardian notifications', () => {
  it('tells the guardian a request waits, and the member (and a conversation requester) of the answer', async () => {
    const [memberId, guardianId, requesterId, requestId] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const facts = {
      requestId,
      memberId,
      guardianId,
      requesterId,
      subject: 'conversation' as const,
      at: at(),
    };
    await t.deliver('chat', { type: 'guardian.approval.requested', key: memberId, payload: facts });
    const toGuardian = await listOf(guardianId, 'guardian');
    expect(toGuardian).toEqual([
      expect.objectContaining({
        kind: 'guardian.request',
        actorId: requesterId,
        link: '/guardian/requests',
        params: { subject: 'conversation', memberId },
      }),
    ]);
    expect(await listOf(memberId)).toEqual([]);
    // A request mails the guardian by default.
    await expect
      .poll(() =>
        t.published.some((e) => e.type === 'notification.created' && e.payload.memberId === guardianId),
      )
      .toBe(true);

    await t.deliver('chat', {
      type: 'guardian.approval.decided',
      key: memberId,
      payload: { ...facts, decision: 'declined', at: at() },
    });
    expect(await listOf(memberId)).toEqual([
      expect.objectContaining({
        kind: 'guardian.decision',
        params: { subject: 'conversation', decision: 'declined' },
      }),
    ]);
    expect(await listOf(requesterId)).toEqual([
      expect.objectContaining({
        kind: 'guardian.decision',
        actorId: memberId,
        params: { subject: 'conversation', decision: 'answered' },
      }),
    ]);
  });

  it("a reveal's answer tells the member only", async () => {
    const [memberId, guardianId, requesterId] = [uuidv7(), uuidv7(), uuidv7()];
    await t.deliver('profile', {
      type: 'guardian.approval.decided',
      key: memberId,
      payload: {
        requestId: uuidv7(),
        memberId,
        guardianId,
        requesterId,
        subject: 'photos',
        decision: 'approved',
        at: at(),
      },
    });
    expect(await listOf(memberId)).toHaveLength(1);
    expect(await listOf(requesterId)).toEqual([]);
  });
});
