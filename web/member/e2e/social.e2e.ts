import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot, type ViewportName } from './browser.js';
import { approvePending, bearer, json, registerMember, type Member, type NewMember } from './members.js';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();

/** What the two members read on this journey, in Arabic (the catalogues' real texts). */
const T = {
  follow: 'متابعة',
  requested: 'تم الطلب',
  unfollow: 'إلغاء المتابعة',
  requestSent: 'تم إرسال طلب المتابعة',
  locked: 'صور هذا العضو خاصة',
  requestsLink: 'طلبات المتابعة',
  accept: 'قبول',
  accepted: 'تم قبول الطلب',
  noneWaiting: 'لا توجد طلبات متابعة بانتظار ردّك.',
  photo: 'الصورة 1 من 1',
} as const;

/** A member registered straight through the API (the UI registration is the account journey's). */
const register = (who: NewMember) => registerMember(baseUrl, who);

/**
 * She adds a real photo (approved by a moderator) and makes her profile private: the photo is then
 * for accepted followers.
 */
async function photoThenPrivate(member: Member) {
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 27, g: 138, b: 127 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'garden.jpg');
  const added = await fetch(`${baseUrl}/api/profile/me/photos`, {
    method: 'POST',
    headers: bearer(member.token),
    body: form,
  });
  expect(added.status).toBe(201);
  // Photos wait for a moderator before anyone else sees them: approved here, as staff would.
  expect(await approvePending(baseUrl, adminPassword, member.id)).toBe(1);
  const privacy = await fetch(`${baseUrl}/api/profile/me`, {
    method: 'PATCH',
    headers: { ...json, ...bearer(member.token) },
    body: JSON.stringify({ visibility: 'private' }),
  });
  expect(privacy.status).toBe(200);
}

/** A browser page already signed in as `member`, as after logging in. */
async function signedIn(viewport: ViewportName, member: Member): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser(), viewport, 'ar');
  await page.addInitScript((token) => localStorage.setItem('token', token), member.token);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

const JOURNEYS: { viewport: ViewportName; a: [string, string]; b: [string, string] }[] = [
  {
    viewport: 'phone',
    a: ['yusuf.s.p.e2e@example.com', '+971 50 765 4411'],
    b: ['maryam.s.p.e2e@example.com', '+966 55 765 4412'],
  },
  {
    viewport: 'desktop',
    a: ['yusuf.s.d.e2e@example.com', '+971 50 765 4413'],
    b: ['maryam.s.d.e2e@example.com', '+966 55 765 4414'],
  },
];

describe.each(JOURNEYS)(
  'a follow request to a private profile, in Arabic ($viewport)',
  ({ viewport, a, b }) => {
    it('the social service and member cards answer through the gateway', async () => {
      // Without them the journey below cannot pass; say so plainly rather than time out on a button.
      // Asked without a session: a served route answers 401, an unknown one 404.
      const probe = await fetch(`${baseUrl}/api/social/relationship/00000000-0000-7000-8000-000000000000`);
      expect(probe.status, 'GET /api/social/relationship/{id} is not served yet').not.toBe(404);
      const cards = await fetch(`${baseUrl}/api/profile/cards`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ids: [] }),
      });
      expect(cards.status, 'POST /api/profile/cards is not served yet').not.toBe(404);
    });

    it('A asks, B accepts from her requests page, and A then follows and sees her photos', async () => {
      const yusuf = await register({ name: 'يوسف كريم', gender: 'male', email: a[0], phone: a[1] });
      const maryam = await register({ name: 'مريم حسن', gender: 'female', email: b[0], phone: b[1] });
      await photoThenPrivate(maryam);

      // A opens her profile: her first name only, as a guest sees it; the rest is for accepted followers.
      const asker = await signedIn(viewport, yusuf);
      await asker.page.goto(`${baseUrl}/profile/${maryam.id}`, { waitUntil: 'networkidle' });
      const firstName = maryam.name.split(' ')[0]!;
      await asker.page.getByRole('heading', { level: 1, name: firstName, exact: true }).waitFor();
      await asker.page.getByRole('heading', { name: T.locked }).waitFor();
      const follow = asker.page.getByRole('button', { name: T.follow, exact: true });
      await follow.click();
      await asker.page.getByText(T.requestSent).first().waitFor();
      await asker.page.getByRole('button', { name: T.requested, exact: true }).waitFor();
      await shot(asker.page, 'social', viewport, 'ar-request-sent');

      // B finds the request from her own profile, sees who asked, and accepts.
      const owner = await signedIn(viewport, maryam);
      await owner.page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
      await owner.page.getByRole('link', { name: T.requestsLink }).click();
      await owner.page.waitForURL(`${baseUrl}/profile/requests`);
      const requester = owner.page.getByRole('link', { name: yusuf.name });
      await requester.waitFor();
      expect(await requester.getAttribute('href')).toBe(`/profile/${yusuf.id}`);
      await shot(owner.page, 'social', viewport, 'ar-requests-page');
      await owner.page.getByRole('button', { name: T.accept, exact: true }).click();
      await owner.page.getByText(T.accepted).first().waitFor();
      await owner.page.getByText(T.noneWaiting).waitFor();
      await shot(owner.page, 'social', viewport, 'ar-request-accepted');

      // A comes back: the button reads Unfollow, and her photo opens (the profile service hears of
      // the accept by event, so the page is read again until it does).
      await asker.page.reload({ waitUntil: 'networkidle' });
      await asker.page.getByRole('button', { name: T.unfollow, exact: true }).waitFor();
      await expect
        .poll(
          async () => {
            const count = await asker.page.getByRole('img', { name: T.photo }).count();
            if (count === 0) await asker.page.reload({ waitUntil: 'networkidle' });
            return count;
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(1);
      const photo = asker.page.getByRole('img', { name: T.photo });
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await asker.page.getByRole('heading', { name: T.locked }).count()).toBe(0);
      await shot(asker.page, 'social', viewport, 'ar-following-sees-photos');

      expect(asker.errors).toEqual([]);
      expect(owner.errors).toEqual([]);
      await owner.page.context().close();
      await asker.page.context().close();
    });
  },
);
