import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot } from '../../member/e2e/browser.js';
import { bearer, json, registerMember } from '../../member/e2e/members.js';
import { consolePage, createModerator, plural, signInConsole, t, watchPage } from './console.js';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();

const L = 'ar' as const;

describe('a moderator replies to a feedback in Arabic, and the member reads the reply', () => {
  it('answers from the feedback page; the member finds it at /my-messages and in the API', async () => {
    const stamp = Date.now();
    const member = await registerMember(baseUrl, {
      name: 'عائشة الرميثي',
      gender: 'female',
      email: `aisha.reply.${stamp}@example.com`,
      phone: `+9715${String(stamp).slice(-8)}`,
    });
    const description = `لا تصلني رسائل التنبيه عند وصول رسالة جديدة في المحادثة (${stamp}).`;
    const sent = await fetch(`${baseUrl}/api/cms/feedback`, {
      method: 'POST',
      headers: { ...json, ...bearer(member.token) },
      body: JSON.stringify({
        type: 'complaint',
        userName: member.name,
        email: `aisha.reply.${stamp}@example.com`,
        mobile: '+971 50 123 4567',
        description,
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    const moderator = await createModerator(baseUrl, adminPassword, 'feedback');
    const page = await consolePage(browser(), 'desktop', L);
    const problems = await watchPage(page, baseUrl);
    await signInConsole(page, baseUrl, L, moderator);

    // The list, newest first: her message opens the reply page .
    await page.goto(`${baseUrl}/admin/#/feedback`);
    await page
      .getByRole('heading', { name: plural(L, 'resources.feedback.name') })
      .first()
      .waitFor();
    // The first cell: on a phone the table scrolls sideways and later cells sit under the bar.
    await page.getByRole('row').filter({ hasText: member.name }).first().getByRole('cell').first().click();
    await page.waitForURL((url) => url.hash === `#/feedback/${id}`);
    const reply = page.getByRole('textbox', { name: t(L, 'resources.feedback.fields.reply') });
    await reply.waitFor();
    // The reply box writes in her language (Arabic): right to left.
    expect(await reply.getAttribute('lang')).toBe('ar');
    expect(await reply.getAttribute('dir')).toBe('rtl');
    const answer = 'شكرًا لتواصلك معنا. أصلحنا تنبيهات الرسائل الجديدة، وستصلك من الآن. نعتذر عن الإزعاج.';
    await reply.fill(answer);
    await shot(page, 'admin', 'desktop', 'ar-feedback-reply');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/cms/admin/feedback/${id}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: t(L, 'mw.feedback.send') }).click();
    const put = await saved;
    expect(put.status()).toBe(200);
    // Only the reply was sent: the status moves to answered on the server.
    expect(JSON.parse(put.request().postData() ?? '{}')).toEqual({ reply: answer });
    await page.waitForURL((url) => url.hash.startsWith('#/feedback') && !url.hash.includes(id));
    expect(await problems()).toEqual([]);
    await page.context().close();

    // The member, through the API and on the site.
    const mine = await fetch(`${baseUrl}/api/cms/feedback/mine`, { headers: bearer(member.token) });
    expect(mine.status).toBe(200);
    const { items } = (await mine.json()) as {
      items: { id: string; reply: string | null; status: string }[];
    };
    expect(items.find((i) => i.id === id)).toMatchObject({ reply: answer, status: 'answered' });

    const site = await newPage(browser(), 'phone', 'ar');
    await site.addInitScript((token) => localStorage.setItem('token', token), member.token);
    await site.goto(`${baseUrl}/my-messages`, { waitUntil: 'networkidle' });
    await site.getByText(answer).waitFor();
    await site.getByText(description).waitFor();
    await shot(site, 'admin', 'phone', 'ar-member-reads-reply');
    await site.context().close();
  });
});
