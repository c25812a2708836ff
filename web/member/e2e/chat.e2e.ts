import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot, type ViewportName } from './browser.js';
import { bearer, json, registerMember, startTrial, type Member, type NewMember } from './members.js';
import { cuttableRoute } from './network-cut.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** What the two members read on this journey, in Arabic (the catalogues' real texts). */
const T = {
  message: 'مراسلة',
  composer: (name: string) => `رسالة إلى ${name}`,
  send: 'إرسال',
  sending: 'جارٍ الإرسال',
  sent: 'أُرسلت',
  delivered: 'وصلت',
  read: 'قُرئت',
  typing: (name: string) => `${name} تكتب…`,
  reconnecting: 'انقطع الاتصال',
  navOne: 'المحادثات رسالة واحدة غير مقروءة',
  today: 'اليوم',
  en: { composer: (name: string) => `Message to ${name}`, read: 'Read', today: 'Today' },
} as const;

const register = (who: NewMember) => registerMember(baseUrl, who);

/**
 * `from` may start a conversation with `to` (public profiles, and the trial `from` started): the
 * chat service hears of both, and of the trial, by event, a moment later.
 */
async function canWrite(from: Member, to: Member) {
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl}/api/chat/with/${to.id}`, {
          headers: { ...json, ...bearer(from.token) },
        });
        return res.ok ? ((await res.json()) as { canWrite: boolean }).canWrite : res.status;
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBe(true);
}

/** A browser page signed in as `member`, reaching the site through `origin` (a relay that can be cut). */
async function signedIn(viewport: ViewportName, member: Member, origin = baseUrl) {
  const page = await newPage(browser(), viewport, 'ar');
  await page.addInitScript((token) => localStorage.setItem('token', token), member.token);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, origin };
}

/** The bubbles whose text is exactly `text` (its line breaks as any white space). */
const bubbles = (page: Page, text: string): Locator => {
  const pattern = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\n/g, '\\s+');
  return page
    .locator('.bubble')
    .filter({ has: page.locator('.bubble__text', { hasText: new RegExp(`^${pattern}$`) }) });
};

/** Waits until the one bubble saying `text` carries the tick `label`. */
async function tick(page: Page, text: string, label: string) {
  await expect
    .poll(
      async () =>
        bubbles(page, text)
          .getByRole('img')
          .getAttribute('aria-label')
          .catch(() => null),
      {
        timeout: 15_000,
        interval: 200,
      },
    )
    .toBe(label);
}

async function send(page: Page, composerName: string, text: string) {
  const box = page.getByRole('textbox', { name: composerName });
  await box.fill(text);
  await box.press('Enter');
}

const JOURNEYS: { viewport: ViewportName; a: [string, string]; b: [string, string] }[] = [
  {
    viewport: 'phone',
    a: ['yusuf.c.p.e2e@example.com', '+971 50 765 5511'],
    b: ['maryam.c.p.e2e@example.com', '+966 55 765 5512'],
  },
  {
    viewport: 'desktop',
    a: ['yusuf.c.d.e2e@example.com', '+971 50 765 5513'],
    b: ['maryam.c.d.e2e@example.com', '+966 55 765 5514'],
  },
];

describe.each(JOURNEYS)('two members chat in Arabic ($viewport)', ({ viewport, a, b }) => {
  it('the chat service answers through the gateway', async () => {
    // Without it the journey below cannot pass; say so plainly rather than time out on a button.
    const probe = await fetch(`${baseUrl}/api/chat/unread`);
    expect(probe.status, 'GET /api/chat/unread is not served yet').not.toBe(404);
  });

  it('send, delivered and read ticks, typing, and a dropped network that loses nothing', async () => {
    const yusuf = await register({ name: 'يوسف كريم', gender: 'male', email: a[0], phone: a[1] });
    const maryam = await register({ name: 'مريم حسن', gender: 'female', email: b[0], phone: b[1] });
    // Yusuf starts the conversation, so he starts his free trial first (none comes with registering).
    await startTrial(baseUrl, yusuf);
    await canWrite(yusuf, maryam);

    // Yusuf's phone reaches the site through a path the journey can cut (a tunnel, a lift).
    const route = await cuttableRoute(baseUrl);
    const writer = await signedIn(viewport, yusuf, route.url);
    const reader = await signedIn(viewport, maryam);
    try {
      // She has the site open on her conversations: an empty list for now.
      await reader.page.goto(`${reader.origin}/profile/chat`, { waitUntil: 'networkidle' });
      await reader.page.getByRole('heading', { level: 1, name: 'محادثاتي' }).waitFor();

      // He finds the message button on her profile and writes the first message.
      await writer.page.goto(`${writer.origin}/profile/${maryam.id}`, { waitUntil: 'networkidle' });
      await writer.page.getByRole('heading', { level: 1, name: maryam.name }).waitFor();
      await writer.page.getByRole('link', { name: T.message, exact: true }).click();
      await writer.page.waitForURL(`${writer.origin}/chat/${maryam.id}`);
      await writer.page.getByRole('heading', { level: 1, name: maryam.name }).waitFor();
      await send(writer.page, T.composer(maryam.name), 'السلام عليكم ورحمة الله، يا مريم');
      // Her tab is open: the message reaches her device at once (two ticks).
      await tick(writer.page, 'السلام عليكم ورحمة الله، يا مريم', T.delivered);

      // Her header counts it, and her list shows it at the top.
      await reader.page.getByRole('link', { name: T.navOne }).waitFor({ timeout: 15_000 });
      const row = reader.page.getByRole('link', { name: new RegExp(`^${yusuf.name}`) });
      await row.waitFor({ timeout: 15_000 });
      await expect.poll(() => row.textContent()).toContain('السلام عليكم ورحمة الله، يا مريم');
      await shot(reader.page, 'chat', viewport, 'ar-list-unread');
      await row.click();
      await reader.page.waitForURL(`${reader.origin}/chat/${yusuf.id}`);
      await bubbles(reader.page, 'السلام عليكم ورحمة الله، يا مريم').waitFor();
      // She has it on screen: read, on his side too.
      await tick(writer.page, 'السلام عليكم ورحمة الله، يا مريم', T.read);

      // She types: he sees it. She answers.
      const herBox = reader.page.getByRole('textbox', { name: T.composer(yusuf.name) });
      await herBox.pressSequentially('وعليكم السلام', { delay: 60 });
      await writer.page.getByText(T.typing(maryam.name)).waitFor({ timeout: 10_000 });
      await shot(writer.page, 'chat', viewport, 'ar-typing', { screen: true });
      await herBox.press('Enter');
      await bubbles(writer.page, 'وعليكم السلام').waitFor({ timeout: 15_000 });
      await tick(reader.page, 'وعليكم السلام', T.read);
      expect(await writer.page.getByText(T.typing(maryam.name)).count()).toBe(0);
      // A second line with Shift+Enter, then Enter: one message of two lines.
      const hisBox = writer.page.getByRole('textbox', { name: T.composer(maryam.name) });
      await hisBox.fill('كيف حال الأهل؟');
      await hisBox.press('Shift+Enter');
      await hisBox.pressSequentially('أرجو أن تكونوا بخير');
      await hisBox.press('Enter');
      await bubbles(reader.page, 'كيف حال الأهل؟\nأرجو أن تكونوا بخير').waitFor({ timeout: 15_000 });
      await tick(writer.page, 'كيف حال الأهل؟\nأرجو أن تكونوا بخير', T.read);
      await writer.page.getByRole('heading', { level: 2, name: T.today }).first().waitFor();
      await shot(writer.page, 'chat', viewport, 'ar-conversation', { screen: true });
      await shot(reader.page, 'chat', viewport, 'ar-conversation-her-side', { screen: true });

      // His network drops. He is told, and what he writes waits; she writes meanwhile.
      route.cut();
      await writer.page.getByText(T.reconnecting).waitFor({ timeout: 15_000 });
      await send(writer.page, T.composer(maryam.name), 'كتبتها والشبكة مقطوعة');
      await tick(writer.page, 'كتبتها والشبكة مقطوعة', T.sending);
      await send(reader.page, T.composer(yusuf.name), 'هل وصلتك رسالتي؟');
      await tick(reader.page, 'هل وصلتك رسالتي؟', T.sent);
      await shot(writer.page, 'chat', viewport, 'ar-reconnecting', { screen: true });

      // Back: his message goes (once), hers comes in (once), and both are read.
      route.restore();
      await writer.page.getByText(T.reconnecting).waitFor({ state: 'detached', timeout: 30_000 });
      await bubbles(writer.page, 'هل وصلتك رسالتي؟').waitFor({ timeout: 15_000 });
      await bubbles(reader.page, 'كتبتها والشبكة مقطوعة').waitFor({ timeout: 15_000 });
      await tick(writer.page, 'كتبتها والشبكة مقطوعة', T.read);
      await tick(reader.page, 'هل وصلتك رسالتي؟', T.read);
      for (const page of [writer.page, reader.page])
        for (const text of [
          'السلام عليكم ورحمة الله، يا مريم',
          'وعليكم السلام',
          'كتبتها والشبكة مقطوعة',
          'هل وصلتك رسالتي؟',
        ])
          expect(await bubbles(page, text).count(), `${text} once`).toBe(1);
      await shot(writer.page, 'chat', viewport, 'ar-after-reconnect', { screen: true });

      // Nothing lost on the server either: the history holds each message once.
      const history = await fetch(
        `${baseUrl}/api/chat/conversations/${await conversationId(yusuf, maryam)}/messages?limit=100`,
        { headers: { ...json, ...bearer(yusuf.token) } },
      );
      const texts = ((await history.json()) as { items: { text: string }[] }).items.map((m) => m.text);
      expect(texts.filter((t) => t === 'كتبتها والشبكة مقطوعة')).toHaveLength(1);
      expect(texts).toHaveLength(5);

      // The same conversation in English reads left to right, with the same ticks.
      await writer.page.goto(`${writer.origin}/en/chat/${maryam.id}`, { waitUntil: 'networkidle' });
      await writer.page.getByRole('textbox', { name: T.en.composer(maryam.name) }).waitFor();
      await tick(writer.page, 'كتبتها والشبكة مقطوعة', T.en.read);
      expect(await writer.page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      await shot(writer.page, 'chat', viewport, 'en-conversation', { screen: true });

      // Mine at the inline end: the right in English, the left in Arabic.
      const hisSide = async (page: Page, text: string) => {
        const box = await bubbles(page, text).boundingBox();
        const width = page.viewportSize()!.width;
        return box!.x + box!.width / 2 > width / 2 ? 'right' : 'left';
      };
      expect(await hisSide(writer.page, 'كتبتها والشبكة مقطوعة')).toBe('right');
      expect(await hisSide(reader.page, 'كتبتها والشبكة مقطوعة')).toBe('right');
      expect(await hisSide(reader.page, 'هل وصلتك رسالتي؟')).toBe('left');

      expect(writer.errors).toEqual([]);
      expect(reader.errors).toEqual([]);
    } finally {
      await writer.page.context().close();
      await reader.page.context().close();
      await route.close();
    }
  });
});

async function conversationId(from: Member, to: Member): Promise<string> {
  const res = await fetch(`${baseUrl}/api/chat/with/${to.id}`, {
    headers: { ...json, ...bearer(from.token) },
  });
  return ((await res.json()) as { conversation: { id: string } }).conversation.id;
}
