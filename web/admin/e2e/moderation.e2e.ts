import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { translate } from '@mawadda/contracts/messages';
import { useBrowser, newPage, shot } from '../../member/e2e/browser.js';
import { bearer, registerMember } from '../../member/e2e/members.js';
import { consolePage, createModerator, jpeg, signInConsole, t, uploadPhoto, watchPage } from './console.js';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();

const L = 'ar' as const;

/** The queue filtered to one member's name through the list's search box; her rows, oldest first. */
async function queueOf(page: Page, name: string) {
  await page.goto(`${baseUrl}/admin/#/moderation`);
  // A fresh load: list filters live in the tab's memory, so the search starts empty.
  await page.reload();
  const search = page.getByPlaceholder(t(L, 'ra.action.search'));
  const answer = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/profile/admin/moderation' &&
      (url.searchParams.get('filter') ?? '').includes(name)
    );
  });
  await search.fill(name);
  expect((await answer).status()).toBe(200);
  return page.getByRole('row').filter({ hasText: name });
}

/** Opens the review of her oldest pending item from the queue, and waits for its buttons. */
async function reviewFirst(page: Page, name: string) {
  const rows = await queueOf(page, name);
  await rows.first().click();
  await page.getByRole('link', { name }).waitFor();
  await expect.poll(() => approveButton(page).isEnabled()).toBe(true);
}

const approveButton = (page: Page) =>
  page.getByRole('button', { name: `${t(L, 'mw.moderation.approve')} (A)` });

describe('a moderator works the photo queue with the keyboard, and the owner sees the result', () => {
  it('approves one photo with A, rejects another with R then 1; the owner and another member see it', async () => {
    const owner = await registerMember(baseUrl, {
      name: 'نور الهدى سالم',
      gender: 'female',
      email: `noor.moderation.${Date.now()}@example.com`,
      phone: `+9715${String(Date.now()).slice(-8)}`,
    });
    const viewer = await registerMember(baseUrl, {
      name: 'عمر فاروق',
      gender: 'male',
      email: `omar.moderation.${Date.now()}@example.com`,
      phone: `+9665${String(Date.now() + 7).slice(-8)}`,
    });
    // Two album photos, teal then red: both wait for review (pre-moderation is the default).
    const kept = await uploadPhoto(baseUrl, owner, await jpeg(27, 138, 127));
    const refused = await uploadPhoto(baseUrl, owner, await jpeg(190, 40, 40));
    const before = await fetch(`${baseUrl}/api/profile/${owner.id}`, { headers: bearer(viewer.token) });
    expect(((await before.json()) as { media: { photos: unknown[] } }).media.photos).toEqual([]);

    const moderator = await createModerator(baseUrl, adminPassword, 'photos');
    const page = await consolePage(browser(), 'desktop', L);
    const problems = await watchPage(page, baseUrl);
    await signInConsole(page, baseUrl, L, moderator);

    // The first (oldest) photo: A approves it.
    await reviewFirst(page, owner.name);
    const first = page.url();
    await shot(page, 'admin', 'desktop', 'ar-moderation-review-keyboard');
    const approved = page.waitForResponse((r) =>
      /\/api\/profile\/admin\/moderation\/[^/]+\/approve$/.test(r.url()),
    );
    await page.keyboard.press('a');
    expect((await approved).status()).toBe(200);
    await page.getByText(t(L, 'mw.moderation.approved')).first().waitFor();

    // The next pending item opens by itself: her second photo (items before hers are older).
    await page.waitForURL((url) => url.href !== first);
    await page.getByRole('link', { name: owner.name }).waitFor();
    await expect.poll(() => approveButton(page).isEnabled()).toBe(true);

    // R opens the reasons, 1 ("not a photo of a person") rejects it.
    const second = page.url();
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: t(L, 'mw.moderation.rejectTitle') });
    await dialog.waitFor();
    await shot(page, 'admin', 'desktop', 'ar-moderation-reject-reasons', { screen: true });
    const rejected = page.waitForResponse((r) =>
      /\/api\/profile\/admin\/moderation\/[^/]+\/reject$/.test(r.url()),
    );
    await page.keyboard.press('1');
    const rejection = await rejected;
    expect(rejection.status()).toBe(200);
    expect(JSON.parse(rejection.request().postData() ?? '{}')).toEqual({ reason: 'not_a_person' });
    await page.getByText(t(L, 'mw.moderation.rejected')).first().waitFor();
    // Then the console moves on (to another member's item, or back to the emptied queue).
    await page.waitForURL((url) => url.href !== second);

    // Nothing of hers waits any more.
    const rows = await queueOf(page, owner.name);
    await expect.poll(() => rows.count()).toBe(0);
    expect(await problems()).toEqual([]);
    await page.context().close();

    // The owner, through the API: one photo left, the approved one, and a notice for the other.
    const me = await fetch(`${baseUrl}/api/profile/me`, { headers: bearer(owner.token) });
    const own = (await me.json()) as {
      media: { photos: { id: string; moderation?: string }[] };
      moderationNotices: { kind: string; reason: string }[];
    };
    expect(own.media.photos.map((p) => p.id)).toEqual([kept.id]);
    expect(own.media.photos[0]!.moderation ?? 'approved').toBe('approved');
    expect(own.media.photos.map((p) => p.id)).not.toContain(refused.id);
    expect(own.moderationNotices).toEqual([
      expect.objectContaining({ kind: 'photo', reason: 'not_a_person' }),
    ]);

    // Another member sees exactly the approved photo.
    const seen = await fetch(`${baseUrl}/api/profile/${owner.id}`, { headers: bearer(viewer.token) });
    expect(
      ((await seen.json()) as { media: { photos: { id: string }[] } }).media.photos.map((p) => p.id),
    ).toEqual([kept.id]);

    // The owner, signed in on the site: her profile tells her what was turned down and why.
    const site = await newPage(browser(), 'phone', 'ar');
    await site.addInitScript((token) => localStorage.setItem('token', token), owner.token);
    await site.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
    const notices = site.getByRole('region', { name: translate('profile.moderation.heading', 'ar') });
    await notices.waitFor();
    await notices.getByText(translate('profile.moderation.reason.not_a_person', 'ar')).waitFor();
    await notices.scrollIntoViewIfNeeded();
    await shot(site, 'admin', 'phone', 'ar-member-sees-moderation-notice', { screen: true });
    await site.context().close();
  });
});
