import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDevInbox, envelopeOf, uuidv7 } from '@mawadda/kit';
import { latestMessageTo, waitForMessageTo } from '@mawadda/kit/testing';
import { notificationMailText } from '../src/domain/notification-mail.js';
import { registration, startAuthApp } from './support/auth-app.js';

let s: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  s = await startAuthApp();
});
afterAll(() => s?.close());

/** What notify appends when a member chose email for a kind. */
const notificationCreated = (
  memberId: string,
  kind: 'conversation.started' | 'feedback.replied',
  link: string,
) =>
  envelopeOf('notify', {
    type: 'notification.created',
    key: memberId,
    payload: { notificationId: uuidv7(), memberId, kind, link, at: new Date().toISOString() },
  });

async function member(email: string) {
  const res = await s.registerMember(registration({ email }));
  expect(res.body.account.id).toBeTruthy();
  return res.body.account.id as string;
}

describe('notification mail (notify’s notification.created)', () => {
  it('mails the verified address in the account’s language, with the link and the way out', async () => {
    const email = `notified.${Date.now()}@example.ae`;
    const id = await member(email);
    const before = new Date();
    await s.bus.publish([notificationCreated(id, 'conversation.started', '/chat/abc')]);
    const mail = await waitForMessageTo(s.inboxDir, email, {
      purpose: 'notify.conversation.started',
      after: before,
    });
    // The account's language is Arabic unless it said otherwise: the default path has no prefix.
    expect(mail.subject).toBe('لديك محادثة جديدة');
    expect(mail.locale).toBe('ar');
    expect(mail.text).toContain('http://localhost:3000/chat/abc');
    expect(mail.text).toContain('http://localhost:3000/notifications/settings');

    await s.database.db.execute(sql`update auth.accounts set locale = 'en' where id = ${id}`);
    const later = new Date();
    await s.bus.publish([notificationCreated(id, 'feedback.replied', '/my-messages')]);
    const english = await waitForMessageTo(s.inboxDir, email, {
      purpose: 'notify.feedback.replied',
      after: later,
    });
    expect(english.subject).toBe('We replied to your message');
    expect(english.text).toContain('http://localhost:3000/en/my-messages');
    expect(english.text).toContain('http://localhost:3000/en/notifications/settings');
  });

  it('mails once when the event is delivered again', async () => {
    const email = `replayed.${Date.now()}@example.ae`;
    const id = await member(email);
    const event = notificationCreated(id, 'conversation.started', '/chat/once');
    await s.bus.publish([event]);
    await waitForMessageTo(s.inboxDir, email, { purpose: 'notify.conversation.started' });
    // The evidence that the second delivery was handled: an event behind it on the same key (so
    // handled after it) has been mailed. Counting without it passes if the redelivery never ran.
    await s.bus.publish([event, notificationCreated(id, 'feedback.replied', '/my-messages')]);
    await waitForMessageTo(s.inboxDir, email, { purpose: 'notify.feedback.replied' });
    const mails = (await createDevInbox({ dir: s.inboxDir }).list()).filter((m) => m.to === email);
    expect(mails.filter((m) => m.purpose === 'notify.conversation.started')).toHaveLength(1);
  });

  it('sends nothing to an unverified address, a suspended account or no account', async () => {
    const email = `unproven.${Date.now()}@example.ae`;
    const id = await member(email);
    await s.database.db.execute(sql`update auth.accounts set email_verified_at = null where id = ${id}`);
    await s.bus.publish([notificationCreated(id, 'conversation.started', '/chat/x')]);

    const suspendedEmail = `suspended.${Date.now()}@example.ae`;
    const suspended = await member(suspendedEmail);
    await s.database.db.execute(sql`update auth.accounts set status = 'suspended' where id = ${suspended}`);
    await s.bus.publish([notificationCreated(suspended, 'conversation.started', '/chat/y')]);
    await s.bus.publish([notificationCreated(uuidv7(), 'conversation.started', '/chat/z')]);

    // A mailable member's notification, published after them, arrives: the others were handled.
    const controlEmail = `mailable.${Date.now()}@example.ae`;
    const control = await member(controlEmail);
    await s.bus.publish([notificationCreated(control, 'conversation.started', '/chat/w')]);
    await waitForMessageTo(s.inboxDir, controlEmail, { purpose: 'notify.conversation.started' });
    expect(
      await latestMessageTo(s.inboxDir, email, { purpose: 'notify.conversation.started' }),
    ).toBeUndefined();
    expect(
      await latestMessageTo(s.inboxDir, suspendedEmail, { purpose: 'notify.conversation.started' }),
    ).toBeUndefined();
  });
});

describe('notification mail texts', () => {
  it('exist for every kind in every language, each with its link', () => {
    const kinds = [
      'follow.requested',
      'follow.accepted',
      'conversation.started',
      'reveal.requested',
      'reveal.granted',
      'feedback.replied',
      'billing.notice',
      'moderation.result',
    ] as const;
    for (const kind of kinds)
      for (const locale of ['ar', 'en', 'ur', 'fa', 'tr'] as const) {
        const mail = notificationMailText(kind, '/somewhere', locale, 'https://mawadda.example/');
        expect(mail, `${kind} ${locale}`).toBeDefined();
        expect(mail!.subject).not.toMatch(/notify\.|\{/);
        const path = locale === 'ar' ? '/somewhere' : `/${locale}/somewhere`;
        expect(mail!.text).toContain(`https://mawadda.example${path}`);
      }
  });
});
