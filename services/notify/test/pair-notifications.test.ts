import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import { eventually } from '@mawadda/kit/testing';
import { notificationMailText } from '../../auth/src/domain/notification-mail.js';
import { startNotifyApp, type NotifyTestApp } from './support/notify-app.js';

/* README: kinds. match's `pair.waiting` tells each member or guardian a step waits for. */

let t: NotifyTestApp;
beforeAll(async () => {
  t = await startNotifyApp();
});
afterAll(() => t?.close());

async function listOf(accountId: string, role: 'member' | 'guardian' = 'member') {
  const res = await request(t.app)
    .get('/api/notify/notifications')
    .set('Authorization', await t.bearer(role, accountId))
    .expect(200);
  return res.body.items as { kind: string; actorId: string | null; subjectId: string | null; link: string }[];
}

const mailsTo = (id: string): EventEnvelope[] =>
  t.published.filter((e) => e.type === 'notification.created' && e.payload.memberId === id);

describe('a step on a path toward nikah waits', () => {
  it('tells the other member (pointing at the proposer) and the guardian (at his wards’ paths), by email', async () => {
    const [omar, amina, wali, pairId] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    await t.deliver('match', {
      type: 'pair.waiting',
      key: pairId,
      payload: {
        pairId,
        proposedBy: omar,
        toStage: 'families_involved',
        waitingFor: [
          { accountId: amina, role: 'member' },
          { accountId: wali, role: 'guardian' },
        ],
        at: new Date().toISOString(),
      },
    });
    await eventually(
      async () => (await listOf(amina)).length === 1 && (await listOf(wali, 'guardian')).length === 1,
    );
    expect(await listOf(amina)).toEqual([
      expect.objectContaining({
        kind: 'pair.waiting',
        actorId: omar,
        subjectId: pairId,
        link: `/path/${omar}`,
      }),
    ]);
    expect(await listOf(wali, 'guardian')).toEqual([
      expect.objectContaining({ kind: 'pair.waiting', actorId: null, link: '/guardian/paths' }),
    ]);
    // The proposer is told nothing of his own step.
    expect(await listOf(omar)).toEqual([]);
    await eventually(() => mailsTo(amina).length === 1 && mailsTo(wali).length === 1);
    const created = mailsTo(amina)[0]!.payload as { kind: 'pair.waiting'; link: string };
    const mail = notificationMailText(created.kind, created.link, 'ar', 'https://mawadda.example');
    expect(mail?.subject).toBe('خطوة في مسار النكاح بانتظارك');
    expect(mail?.text).toContain(`https://mawadda.example/path/${omar}`);
  });

  it('a member who turned these off is not told', async () => {
    const [omar, amina, pairId] = [uuidv7(), uuidv7(), uuidv7()];
    await request(t.app)
      .put('/api/notify/preferences')
      .set('Authorization', await t.bearer('member', amina))
      .send({ 'pair.waiting': 'off' })
      .expect(200);
    const control = uuidv7();
    await t.deliver('match', {
      type: 'pair.waiting',
      key: pairId,
      payload: {
        pairId,
        proposedBy: omar,
        toStage: 'engaged',
        waitingFor: [
          { accountId: amina, role: 'member' },
          { accountId: control, role: 'member' },
        ],
        at: new Date().toISOString(),
      },
    });
    await eventually(async () => (await listOf(control)).length === 1);
    expect(await listOf(amina)).toEqual([]);
  });
});
