import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDevInbox } from '@mawadda/kit';
import { latestMessageTo, waitForMessageTo } from '@mawadda/kit/testing';
import { platform } from '../src/store/schema.js';
import { nextIp, startCmsApp, type CmsApp } from './support/cms-app.js';

/**
 * Staff's reply to a guest's message reaches the guest by mail, from cms (README: Replies to
 * guests); a member's reply does not (notify tells the member); a status change alone mails nothing.
 */
let ctx: CmsApp;
beforeAll(async () => {
  ctx = await startCmsApp();
});
afterAll(() => ctx.close());

let n = 0;
const message = (over: Record<string, unknown> = {}) => ({
  type: 'contact',
  userName: 'Fatima Al Nuaimi',
  email: `guest-${++n}-${Date.now()}@example.ae`,
  mobile: '+971 50 123 4567',
  description: 'How do I add my father as my guardian on the site?',
  ...over,
});

const submit = (body: Record<string, unknown>, lang: string, auth?: string) => {
  const req = request(ctx.app)
    .post('/api/cms/feedback')
    .set('X-Forwarded-For', nextIp())
    .query({ lang })
    .send(body);
  return auth ? req.set('Authorization', auth) : req;
};

const update = async (id: string, body: Record<string, unknown>) =>
  request(ctx.app)
    .put(`/api/cms/admin/feedback/${id}`)
    .set('Authorization', await ctx.bearer('moderator'))
    .send(body);

/** Waits until cms's own consumer has handled the event (committed: any mail is sent by then). */
const handled = (eventId: string) =>
  expect
    .poll(
      async () =>
        (await ctx.database.db.select().from(platform.inbox).where(eq(platform.inbox.eventId, eventId)))
          .length,
      {
        timeout: 5_000,
      },
    )
    .toBe(1);

describe('the reply to a guest', () => {
  it('is mailed to the address given, in Arabic, with the reply and the guest’s message', async () => {
    const body = message();
    const { body: created } = await submit(body, 'ar').expect(201);
    const reply = 'يمكنك دعوة وليّك من صفحة الوليّ في حسابك بعد التسجيل.';
    expect((await update(created.id, { reply })).status).toBe(200);

    const mail = await waitForMessageTo(ctx.inboxDir, body.email as string, { purpose: 'feedback.reply' });
    expect(mail.channel).toBe('mail');
    expect(mail.locale).toBe('ar');
    // The reference she was given on sending, to quote if she writes again.
    expect(mail.subject).toBe(`ردّنا على رسالتك (${created.reference})`);
    expect(mail.text).toContain('مرحبًا Fatima Al Nuaimi،');
    expect(mail.text).toContain(reply);
    expect(mail.text).toContain('> How do I add my father as my guardian on the site?');
    // Arabic pages have no locale prefix.
    expect(mail.text).toContain('http://localhost:3000/contact-us');
  });

  it('is mailed in the feedback’s language (Turkish), once, and the latest reply only', async () => {
    const body = message({ type: 'complaint' });
    const { body: created } = await submit(body, 'tr').expect(201);
    expect((await update(created.id, { reply: 'Sorununuzu inceledik ve düzelttik.' })).status).toBe(200);
    const first = await waitForMessageTo(ctx.inboxDir, body.email as string, { purpose: 'feedback.reply' });
    expect(first.subject).toBe(`Mesajınıza yanıtımız (${created.reference})`);
    expect(first.text).toContain('Sorununuzu inceledik ve düzelttik.');
    expect(first.text).toContain('http://localhost:3000/tr/contact-us');

    // A second reply is a second mail with the new text.
    expect((await update(created.id, { reply: 'Ek bilgi: sayfayı yenileyin.' })).status).toBe(200);
    await expect.poll(async () => (await mailsTo(body.email as string)).length, { timeout: 5_000 }).toBe(2);
    const latest = await latestMessageTo(ctx.inboxDir, body.email as string);
    expect(latest!.text).toContain('Ek bilgi: sayfayı yenileyin.');
  });
});

describe('what cms does not mail', () => {
  it('a member’s reply (notify tells the member)', async () => {
    const body = message();
    const member = '0198a5b2-0000-7000-8000-00000000beef';
    const { body: created } = await submit(body, 'en', await ctx.bearer('member', member)).expect(201);
    expect((await update(created.id, { reply: 'Thank you, we will look into it.' })).status).toBe(200);
    const replied = () =>
      ctx.published.find(
        (e) =>
          e.type === 'feedback.replied' && (e.payload as { feedbackId: string }).feedbackId === created.id,
      );
    await expect.poll(replied).toBeTruthy();
    await handled(replied()!.id);
    expect(await mailsTo(body.email as string)).toEqual([]);
  });

  it('a status change without a reply', async () => {
    const body = message();
    const { body: created } = await submit(body, 'en').expect(201);
    expect((await update(created.id, { status: 'closed' })).status).toBe(200);
    // No feedback.replied for it (only the staff audit line), so nothing that could mail.
    await expect
      .poll(() =>
        ctx.published.some((e) => e.type === 'staff.acted' && JSON.stringify(e.payload).includes(created.id)),
      )
      .toBe(true);
    expect(
      ctx.published.some(
        (e) =>
          e.type === 'feedback.replied' && (e.payload as { feedbackId: string }).feedbackId === created.id,
      ),
    ).toBe(false);
    expect(await mailsTo(body.email as string)).toEqual([]);
  });
});

const mailsTo = async (to: string) =>
  (await createDevInbox({ dir: ctx.inboxDir }).list()).filter((e) => e.to.toLowerCase() === to);
