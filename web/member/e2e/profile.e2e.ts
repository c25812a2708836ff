import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { fetchClient, httpInbox, registerAndConfirm } from '@mawadda/kit/testing';
import { useBrowser, newPage, shot, type ViewportName } from './browser.js';
import { typeTheCodes } from './members.js';
import { choosePassword, fillUpToPassword, takeTheOath } from './register-steps.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** What a member reads on this journey, in Arabic (the catalogues' real texts). */
const T = {
  created: 'تم إنشاء حسابك بنجاح',
  edit: 'تعديل الملف',
  save: 'حفظ التغييرات',
  updated: 'تم تحديث الملف الشخصي',
  imageUploaded: 'تم رفع الصورة',
  fileUploaded: 'تم رفع الملف',
  openCv: 'فتح السيرة الذاتية',
  privateSwitch: 'ملف خاص',
  locked: 'صور هذا العضو خاصة',
  completeness: 'اكتمال الملف الشخصي',
  deleteAccount: 'حذف حسابي',
  deleteForGood: 'احذف حسابي نهائيًا',
  deleted: 'تم حذف حسابك',
} as const;

const PASSWORD = 'Sabr-wa-Shukr-2026';

/** A real JPEG, made here so the server decodes and re-encodes a true image. */
const jpeg = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 27, g: 138, b: 127 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** The smallest real PDF: one empty page, with a correct cross-reference table. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A member registered straight through the API (the UI registration is the account journey's). */
async function registerByApi(email: string, phone: string): Promise<{ token: string; id: string }> {
  const session = await registerAndConfirm(
    fetchClient(baseUrl, { 'accept-language': 'ar' }),
    {
      fullName: 'يوسف كريم',
      email,
      phone,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      gender: 'male',
      birthDate: '1992-02-20',
      nationality: 'AE',
      country: 'AE',
      city: 'AE-AUH',
      address: 'الخالدية، أبوظبي',
      maritalState: 'single',
      siteObjectiveId: 'marriage',
      communicate: 'chat',
      acceptOath: true,
      acceptTerms: true,
    },
    httpInbox(baseUrl),
  );
  return { token: session.body.token, id: session.body.account.id };
}

const ownProfile = async (token: string) => {
  const res = await fetch(`${baseUrl}/api/profile/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    memberId: string;
    height: number | null;
    profession: string | null;
    visibility: string;
    media: { photos: { variants: { url: string }[] }[]; cv: { url: string } | null };
  };
};

async function registerInTheSite(page: Page, email: string, phone: string) {
  await page.goto(`${baseUrl}/Auth/register`, { waitUntil: 'networkidle' });
  await fillUpToPassword(page, {
    name: 'مريم حسن',
    gender: 'female',
    birth: ['03', '09', '1997'],
    nationality: 'SA',
    maritalState: 'single',
    siteObjectiveId: 'marriage',
    country: 'SA',
    city: 'SA-JED',
    address: 'حي الروضة، جدة',
    email,
    phone,
    communicate: 'guardian',
  });
  await choosePassword(page, PASSWORD);
  await takeTheOath(page);
  const since = new Date();
  await page.locator('form button[type="submit"]').click();
  await typeTheCodes(baseUrl, page, email, phone, since);
  await page.locator('form button[type="submit"]').click();
  await page.getByText(T.created).waitFor();
  await page.waitForURL(`${baseUrl}/`);
}

const JOURNEYS: { viewport: ViewportName; owner: [string, string]; viewer: [string, string] }[] = [
  {
    viewport: 'phone',
    owner: ['maryam.p.e2e@example.com', '+966 55 765 4301'],
    viewer: ['yusuf.p.e2e@example.com', '+971 50 765 4302'],
  },
  {
    viewport: 'desktop',
    owner: ['maryam.d.e2e@example.com', '+966 55 765 4303'],
    viewer: ['yusuf.d.e2e@example.com', '+971 50 765 4304'],
  },
];

describe.each(JOURNEYS)(
  'a new member builds her profile in Arabic ($viewport)',
  ({ viewport, owner, viewer }) => {
    // Shared by the steps below, in order: the second member's session and the owner's photo.
    let viewerSession = { token: '', id: '' };
    let ownerPhotoUrl = '';

    it('edits, uploads a photo and a CV, turns private, and a second member sees the photos locked', async () => {
      const page = await newPage(browser(), viewport, 'ar');
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await registerInTheSite(page, ...owner);

      await page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'مريم حسن' }).waitFor();
      await page.getByRole('progressbar', { name: T.completeness }).waitFor();
      await shot(page, 'profile', viewport, 'ar-new-profile');

      // Edit mode: several fields of different kinds, saved at once.
      await page.getByRole('button', { name: T.edit }).click();
      const field = (name: string) => page.locator(`form [name="${name}"]`);
      await field('aboutMe').fill(
        'معلمة لغة عربية، أحب القراءة والطبخ، وأرجو بيتًا هادئًا قائمًا على المودة والرحمة.',
      );
      await field('height').fill('163');
      await field('weight').fill('58');
      await field('eyecolor').selectOption('brown');
      await field('qualification').selectOption('bachelor');
      await field('profession').fill('معلمة');
      await field('prayer').selectOption('always');
      await shot(page, 'profile', viewport, 'ar-editing');
      await page.getByRole('button', { name: T.save }).click();
      await page.getByText(T.updated).first().waitFor();
      await page.getByRole('button', { name: T.edit }).waitFor();
      // The details fold as on her public page: the work section opens to show the new job.
      await page.locator('details.profile-fold summary', { hasText: 'التعليم والعمل' }).click();
      await page.getByText('معلمة', { exact: true }).waitFor();

      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      const saved = await ownProfile(token);
      expect(saved).toMatchObject({ height: 163, profession: 'معلمة' });

      // A photo into the album, and a CV.
      await page
        .locator('#album-upload')
        .setInputFiles({ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
      await page.getByText(T.imageUploaded).first().waitFor();
      const photo = page.getByRole('img', { name: 'الصورة 1 من 1' });
      await photo.waitFor();
      // Loaded through its signed URL, as given by the API (lazy: it loads once near the screen).
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await page
        .locator('#cv-upload')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
      await page.getByText(T.fileUploaded).first().waitFor();
      await page.getByRole('link', { name: T.openCv }).waitFor();
      await shot(page, 'profile', viewport, 'ar-photo-and-cv');

      // Private: media only for accepted followers.
      const privacy = page.getByRole('switch', { name: T.privateSwitch });
      await privacy.click();
      await expect.poll(() => privacy.getAttribute('aria-checked')).toBe('true');
      await privacy.scrollIntoViewIfNeeded();
      await shot(page, 'profile', viewport, 'ar-private', { screen: true });

      const mine = await ownProfile(token);
      expect(mine.visibility).toBe('private');
      ownerPhotoUrl = mine.media.photos[0]!.variants[0]!.url;
      // The URL works for the owner (the page above loaded it with her media cookie) ...
      const owned = await fetch(`${baseUrl}${ownerPhotoUrl}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(owned.status).toBe(200);
      // ... and for nobody without proof of being her: a copied URL is worth nothing.
      expect((await fetch(`${baseUrl}${ownerPhotoUrl}`)).status).toBe(404);
      expect(errors).toEqual([]);

      // A second member who does not follow her sees what a guest sees: her first name, no photos.
      viewerSession = await registerByApi(...viewer);
      const other = await newPage(browser(), viewport, 'ar');
      await other.addInitScript((t) => localStorage.setItem('token', t), viewerSession.token);
      await other.goto(`${baseUrl}/profile/${mine.memberId}`, { waitUntil: 'networkidle' });
      await other.getByRole('heading', { name: T.locked }).waitFor();
      await other.getByRole('heading', { level: 1, name: 'مريم', exact: true }).waitFor();
      expect(await other.getByRole('img', { name: 'الصورة 1 من 1' }).count()).toBe(0);
      await shot(other, 'profile', viewport, 'ar-locked-for-another-member');

      // What the API hands the second member: no media and so no URL at all.
      const seen = await fetch(`${baseUrl}/api/profile/${mine.memberId}`, {
        headers: { authorization: `Bearer ${viewerSession.token}` },
      });
      expect(await seen.json()).toMatchObject({
        mediaLocked: true,
        media: { avatar: null, cover: null, photos: [], cv: null, video: null },
      });
      // A URL is signed for one viewer: the owner's, re-addressed to the second member, is refused.
      const readdressed = ownerPhotoUrl.replace(
        `v=member%3A${mine.memberId}`,
        `v=member%3A${viewerSession.id}`,
      );
      expect(readdressed).not.toBe(ownerPhotoUrl);
      expect([403, 404]).toContain((await fetch(`${baseUrl}${readdressed}`)).status);
      await other.context().close();
      await page.context().close();
    });

    it("gives the second member nothing from the owner's own photo URL", async () => {
      expect(ownerPhotoUrl).not.toBe('');
      // The URL came from the owner's GET /api/profile/me; presented with another member's session.
      const stranger = await fetch(`${baseUrl}${ownerPhotoUrl}`, {
        headers: { authorization: `Bearer ${viewerSession.token}` },
      });
      expect([403, 404]).toContain(stranger.status);
    });

    it('lets the second member delete his account for good, with his password', async () => {
      expect(viewerSession.token).not.toBe('');
      const page = await newPage(browser(), viewport, 'ar');
      await page.addInitScript((t) => localStorage.setItem('token', t), viewerSession.token);
      await page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: T.deleteAccount }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.locator('input[type="password"]').fill(PASSWORD);
      await shot(page, 'profile', viewport, 'ar-delete-account', { screen: true });
      await dialog.getByRole('button', { name: T.deleteForGood }).click();
      await page.getByText(T.deleted).first().waitFor();
      await page.waitForURL(`${baseUrl}/`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await page.context().close();
    });
  },
);
