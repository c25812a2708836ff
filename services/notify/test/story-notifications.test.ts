import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import { eventually } from '@mawadda/kit/testing';
import { notificationMailText } from '../../auth/src/domain/notification-mail.js';
import { startNotifyApp, type NotifyTestApp } from './support/notify-app.js';

/* README: kinds. match's success stories: the other spouse is asked, both are told the decision. */

let t: NotifyTestApp;
beforeAll(async () => {
  t = await startNotifyApp();
});
afterAll(() => t?.close());

async function listOf(accountId: string) {
  const res = await request(t.app)
    .get('/api/notify/notifications')
    .set('Authorization', await t.bearer('member', accountId))
    .expect(200);
  return res.body.items as { kind: string; actorId: string | null; params: object; link: string }[];
}

const mailsTo = (id: string): EventEnvelope[] =>
  t.published.filter((e) => e.type === 'notification.created' && e.payload.memberId === id);

describe('success stories', () => {
  it('asks the spouse who has not agreed, by email, pointing at the path with the other', async () => {
    const [omar, amina, pairId, storyId] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await t.deliver('match', {
      type: 'story.agreement.requested',
      key: pairId,
      payload: { storyId, pairId, agreedBy: amina, waitingFor: omar, at: new Date().toISOString() },
    });
    await eventually(async () => (await listOf(omar)).length === 1);
    expect(await listOf(omar)).toEqual([
      expect.objectContaining({ kind: 'story.agreement', actorId: amina, link: `/path/${amina}` }),
    ]);
    expect(await listOf(amina)).toEqual([]);
    await eventually(() => mailsTo(omar).length === 1);
    const created = mailsTo(omar)[0]!.payload as { kind: 'story.agreement'; link: string };
    const mail = notificationMailText(created.kind, created.link, 'en', 'https://mawadda.example');
    expect(mail?.subject).toBe('Your spouse wants to publish your story');
  });

  it('tells both spouses the decision, each once per decision', async () => {
    const [omar, amina, pairId, storyId] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const decided = (decision: 'approved' | 'rejected', at: string) =>
      t.deliver('match', {
        type: 'story.decided',
        key: pairId,
        payload: { storyId, pairId, memberIds: [omar, amina], decision, at },
      });
    await decided('rejected', '2026-11-20T10:00:00.000Z');
    await decided('approved', '2026-11-22T10:00:00.000Z');
    await eventually(async () => (await listOf(omar)).length === 2 && (await listOf(amina)).length === 2);
    const mine = await listOf(amina);
    expect(mine.map((n) => n.params)).toEqual(
      expect.arrayContaining([{ decision: 'approved' }, { decision: 'rejected' }]),
    );
    expect(mine[0]).toMatchObject({ kind: 'story.decision', link: `/path/${omar}` });
  });
});
