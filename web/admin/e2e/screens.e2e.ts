import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot, type ViewportName } from '../../member/e2e/browser.js';
import { bearer, json, registerMember, startTrial, type Member } from '../../member/e2e/members.js';
import {
  ADMIN_EMAIL,
  consolePage,
  jpeg,
  signInApi,
  createStaff,
  signInConsole,
  uploadPhoto,
  watchPage,
  type ConsoleLang,
} from './console.js';
import { RESOURCE_URLS, type ResourceName } from '../src/api/resource-urls.js';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();
let admin = '';
/** One record of each resource, so every show or edit page is seen with data. */
const records = {} as Record<ResourceName, string>;

/** The page each resource opens a record on (`show`, else `edit`); faq gets both. */
const DETAIL: Record<ResourceName, ('show' | 'edit')[]> = {
  members: ['show'],
  moderation: ['show'],
  reports: ['show'],
  feedback: ['edit'],
  menus: ['show'],
  blocks: ['show'],
  pages: ['show'],
  news: ['show'],
  blog: ['show'],
  faq: ['show', 'edit'],
  questions: ['show', 'edit'],
  plans: ['edit'],
  orders: ['show'],
  subscriptions: ['show'],
  trials: ['show'],
  staff: ['edit'],
  audit: ['show'],
  verifications: ['show'],
  // The list only: a story needs a couple walked to married, which this fixture has not.
  stories: [],
};

/** A member pays a year on the sandbox's hosted checkout: an order and a subscription for billing's pages. */
async function payAYear(member: Member) {
  const res = await fetch(`${baseUrl}/api/billing/checkout`, {
    method: 'POST',
    headers: { ...json, ...bearer(member.token) },
    body: JSON.stringify({ planId: 'one_year' }),
  });
  expect(res.status).toBe(201);
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  const page = await newPage(browser(), 'desktop', 'en');
  await page.goto(new URL(checkoutUrl, baseUrl).href);
  await page.locator('input[name="number"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill(`12/${String((new Date().getUTCFullYear() + 3) % 100)}`);
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="name"]').fill('Layla Screens');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/subscription\/result\?order=/, { timeout: 20_000 });
  await page.context().close();
}

async function firstId(resource: ResourceName, filter: Record<string, string> = {}): Promise<string> {
  const q = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`;
  const res = await fetch(`${baseUrl}${RESOURCE_URLS[resource]}?${q}`, { headers: bearer(admin) });
  expect(res.status, `GET ${RESOURCE_URLS[resource]}`).toBe(200);
  // Plans answer `{ items }` (two fixed plans, no paging); every other resource a simple-rest array.
  const body = (await res.json()) as { id: string | number }[] | { items: { id: string | number }[] };
  const [row] = Array.isArray(body) ? body : body.items;
  expect(row, `a ${resource} record to show`).toBeDefined();
  return String(row!.id);
}

it('has a record of every resource to show', async () => {
  admin = await signInApi(baseUrl, ADMIN_EMAIL, adminPassword);
  // Something in every list: a member with a photo waiting, reported, who wrote to us and pays.
  const stamp = Date.now();
  const layla = await registerMember(baseUrl, {
    name: 'ليلى الشاشات',
    gender: 'female',
    email: `layla.screens.${stamp}@example.com`,
    phone: `+9715${String(stamp).slice(-8)}`,
  });
  const reporter = await registerMember(baseUrl, {
    name: 'حمدان المبلّغ',
    gender: 'male',
    email: `hamdan.screens.${stamp}@example.com`,
    phone: `+9665${String(stamp + 5).slice(-8)}`,
  });
  await uploadPhoto(baseUrl, layla, await jpeg(60, 90, 160));
  // An identity document waiting for staff, for the verifications queue.
  const document = new FormData();
  // The legal name as on the ID comes before the file, as the site sends it.
  document.append('legalName', 'ليلى أحمد السالم');
  document.append('file', new Blob([await jpeg(120, 110, 100)], { type: 'image/jpeg' }), 'id.jpg');
  const sentDocument = await fetch(`${baseUrl}/api/profile/me/verification/id`, {
    method: 'PUT',
    headers: bearer(layla.token),
    body: document,
  });
  expect(sentDocument.status).toBe(200);
  const reported = await fetch(`${baseUrl}/api/social/reports`, {
    method: 'POST',
    headers: { ...json, ...bearer(reporter.token) },
    body: JSON.stringify({ memberId: layla.id, reason: 'harassment', details: 'رسائل مزعجة متكررة.' }),
  });
  expect(reported.status).toBe(201);
  const feedback = await fetch(`${baseUrl}/api/cms/feedback`, {
    method: 'POST',
    headers: { ...json, ...bearer(layla.token) },
    body: JSON.stringify({
      type: 'suggestion',
      userName: layla.name,
      email: `layla.screens.${stamp}@example.com`,
      mobile: '+971 50 222 3344',
      description: 'أقترح إضافة تصفية البحث حسب المدينة الأقرب.',
    }),
  });
  expect(feedback.status).toBe(201);
  // A staff action for the audit log: the reporter is suspended (the journeys may not have acted yet).
  const suspended = await fetch(`${baseUrl}/api/auth/admin/accounts/${reporter.id}/status`, {
    method: 'PUT',
    headers: { ...json, ...bearer(admin) },
    body: JSON.stringify({ status: 'suspended', reason: 'terms_violation', note: 'Screens journey.' }),
  });
  expect(suspended.status).toBe(200);
  await startTrial(baseUrl, layla);
  await payAYear(layla);

  records.members = layla.id;
  records.moderation = await firstId('moderation', { memberId: layla.id, status: 'pending' });
  records.reports = await firstId('reports', { memberId: layla.id });
  records.verifications = await firstId('verifications', { memberId: layla.id, status: 'pending' });
  records.feedback = ((await feedback.json()) as { id: string }).id;
  for (const r of ['menus', 'blocks', 'pages', 'news', 'blog', 'faq', 'questions', 'plans', 'staff'] as const)
    records[r] = await firstId(r);
  // The audit log hears of staff actions by event, a moment later.
  await expect.poll(() => firstId('audit').catch(() => ''), { timeout: 20_000 }).not.toBe('');
  records.audit = await firstId('audit');
  // Billing hears of the payment by event: wait until its lists have her.
  for (const r of ['orders', 'subscriptions', 'trials'] as const)
    await expect
      .poll(() => firstId(r, { memberId: layla.id }).catch(() => ''), { timeout: 20_000 })
      .not.toBe('');
  for (const r of ['orders', 'subscriptions', 'trials'] as const)
    records[r] = await firstId(r, { memberId: layla.id });
}, 120_000);

/** A catalogue key shown as-is (`resources.x.fields.y`, `mw.…`, `ra.…`): an untranslated text. */
const RAW_KEY = /\b(?:resources|mw|ra)\.[a-zA-Z_]+\.[a-zA-Z_.]+/g;

/** Waits for a console page: its API answer in, and react-admin's loading indicator gone. */
async function settle(page: Page, apiPath: string, go: () => Promise<unknown>) {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith(apiPath) && r.request().method() === 'GET',
  );
  await go();
  expect((await answer).status(), apiPath).toBe(200);
  await page
    .locator('header [role="progressbar"]')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  // Images and late fields (references) paint after the answer: the network is quiet, every image
  // is in and no field still shows its progress bar.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(
    () =>
      [...document.images].every((img) => img.complete) && !document.querySelector('[role="progressbar"]'),
    undefined,
    { timeout: 10_000 },
  );
}

describe.each([
  { lang: 'ar' as ConsoleLang, viewport: 'desktop' as ViewportName },
  { lang: 'ar' as ConsoleLang, viewport: 'phone' as ViewportName },
  { lang: 'en' as ConsoleLang, viewport: 'desktop' as ViewportName },
  { lang: 'en' as ConsoleLang, viewport: 'phone' as ViewportName },
])('every console screen, $lang on $viewport', ({ lang, viewport }) => {
  it('renders each list and record page with no untranslated key, CSP refusal or off-origin request', async () => {
    // Every resource with a record page has its record (the stories' list has none here).
    const withPages = (Object.keys(DETAIL) as ResourceName[]).filter((r) => DETAIL[r].length > 0);
    expect(Object.keys(records).sort()).toEqual(withPages.sort());
    const page = await consolePage(browser(), viewport, lang);
    const problems = await watchPage(page, baseUrl);
    const raw: string[] = [];
    const look = async (step: string) => {
      const text = await page.locator('body').innerText();
      for (const m of text.match(RAW_KEY) ?? []) raw.push(`${step}: ${m}`);
      await shot(page, 'admin', viewport, `${lang}-${step}`);
    };

    await page.goto(`${baseUrl}/admin/#/login`);
    await page.locator('form').waitFor();
    await look('login');
    // An admin of its own: a code works once per step, and four runs signing the one admin in
    // would each wait for the next step.
    const admin = await createStaff(baseUrl, adminPassword, `screens-${lang}-${viewport}`, 'admin');
    await signInConsole(page, baseUrl, lang, admin);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await look('dashboard');

    for (const resource of Object.keys(DETAIL) as ResourceName[]) {
      const api = RESOURCE_URLS[resource];
      await settle(page, api, () => page.goto(`${baseUrl}/admin/#/${resource}`));
      await look(`${resource}-list`);
      for (const view of DETAIL[resource]) {
        const id = encodeURIComponent(records[resource]);
        const route = view === 'show' ? `/${resource}/${id}/show` : `/${resource}/${id}`;
        await settle(page, api, () => page.goto(`${baseUrl}/admin/#${route}`));
        await look(`${resource}-${view}`);
      }
    }
    expect(raw).toEqual([]);
    expect(await problems()).toEqual([]);
    await page.context().close();
  }, 300_000);
});
