import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import { eventually } from '@mawadda/kit/testing';
// The words of the mail are auth's (it alone knows the member's language and address).
import { notificationMailText } from '../../auth/src/domain/notification-mail.js';
import { startNotifyApp, type NotifyTestApp } from './support/notify-app.js';

/* README: kinds. Search's `suggestions.ready` tells the member once a day, as she chose. */

let t: NotifyTestApp;
beforeAll(async () => {
  t = await startNotifyApp();
});
afterAll(() => t?.close());

const at = () => new Date().toISOString();

const suggestionsReady = (memberId: string, day: string, count = 5) =>
  t.deliver('search', {
    type: 'suggestions.ready',
    key: memberId,
    payload: { memberId, day, count, at: at() },
  });

async function listOf(memberId: string) {
  const res = await request(t.app)
    .get('/api/notify/notifications')
    .set('Authorization', await t.bearer('member', memberId))
    .expect(200);
  return res.body.items as {
    kind: string;
    actorId: string | null;
    subjectId: string | null;
    params: Record<string, unknown>;
    link: string;
  }[];
}

async function choose(memberId: string, channel: 'in_app' | 'email' | 'off') {
  await request(t.app)
    .put('/api/notify/preferences')
    .set('Authorization', await t.bearer('member', memberId))
    .send({ 'suggestions.ready': channel })
    .expect(200);
}

const mailsTo = (memberId: string): EventEnvelope[] =>
  t.published.filter((e) => e.type === 'notification.created' && e.payload.memberId === memberId);

/** A later mail of another member is published behind the ones before: once out, they are too. */
async function afterEarlierMails() {
  const control = uuidv7();
  await t.deliver('cms', {
    type: 'feedback.replied',
    key: control,
    payload: { feedbackId: uuidv7(), memberId: control, locale: 'en', status: 'answered', repliedAt: at() },
  });
  await eventually(() => mailsTo(control).length === 1);
}

describe('your suggestions for today', () => {
  it('tells the member in the centre by default, with the count, leading to the home', async () => {
    const member = uuidv7();
    const envelope = await suggestionsReady(member, '2026-11-29', 7);
    // A replay of the same event changes nothing.
    await t.bus.publish([envelope]);
    expect(await listOf(member)).toEqual([
      expect.objectContaining({
        kind: 'suggestions.ready',
        actorId: null,
        subjectId: '2026-11-29',
        params: { count: 7 },
        link: '/',
      }),
    ]);
    const prefs = await request(t.app)
      .get('/api/notify/preferences')
      .set('Authorization', await t.bearer('member', member))
      .expect(200);
    expect(prefs.body['suggestions.ready']).toBe('in_app');
    await afterEarlierMails();
    expect(mailsTo(member)).toEqual([]);
  });

  it('tells her once a day however often search says it, and again the next day', async () => {
    const member = uuidv7();
    await choose(member, 'email');
    await suggestionsReady(member, '2026-11-29', 5);
    // Another event (another id) for the same day: a rerun of the morning job.
    await suggestionsReady(member, '2026-11-29', 6);
    expect(await listOf(member)).toHaveLength(1);
    await afterEarlierMails();
    expect(mailsTo(member)).toHaveLength(1);

    await suggestionsReady(member, '2026-11-30', 4);
    const days = (await listOf(member)).map((n) => n.subjectId);
    expect(days).toEqual(['2026-11-30', '2026-11-29']);
    // Another member's suggestions of the same day are hers to be told of.
    const other = uuidv7();
    await suggestionsReady(other, '2026-11-29');
    expect(await listOf(other)).toHaveLength(1);
  });

  it('stores nothing when she turned it off, and nothing when none was picked', async () => {
    const member = uuidv7();
    await choose(member, 'off');
    await suggestionsReady(member, '2026-11-29');
    expect(await listOf(member)).toEqual([]);

    const nonePicked = uuidv7();
    await suggestionsReady(nonePicked, '2026-11-29', 0);
    expect(await listOf(nonePicked)).toEqual([]);
  });

  it('by email, asks for the mail that auth writes in her language, leading to her home', async () => {
    const member = uuidv7();
    await choose(member, 'email');
    await suggestionsReady(member, '2026-11-29');
    const [stored] = await listOf(member);
    await eventually(() => mailsTo(member).length === 1);
    const payload = mailsTo(member)[0]!.payload as { kind: 'suggestions.ready'; link: string };
    expect(payload).toMatchObject({ kind: 'suggestions.ready', link: '/', memberId: member });
    expect(stored).toMatchObject({ kind: 'suggestions.ready', link: '/' });

    const origin = 'https://mawadda.example';
    const ar = notificationMailText(payload.kind, payload.link, 'ar', origin)!;
    expect(ar.subject).toBe('اقتراحاتك لهذا اليوم جاهزة');
    expect(ar.text).toContain(`للاطّلاع عليها: ${origin}/\n`);
    const en = notificationMailText(payload.kind, payload.link, 'en', origin)!;
    expect(en.subject).toBe('Your suggestions for today are ready');
    expect(en.text).toContain(`See them here: ${origin}/en`);
    for (const locale of ['ur', 'fa', 'tr'] as const) {
      const mail = notificationMailText(payload.kind, payload.link, locale, origin);
      expect(mail?.subject, locale).not.toMatch(/notify\.|\{/);
      expect(mail?.text, locale).toContain(`${origin}/${locale}`);
    }
  });
});
