import type { Browser, Page, Response } from 'playwright-core';
import englishMessages from 'ra-language-english';
import sharp from 'sharp';
import { expect } from 'vitest';
import { fetchClient, freshTotpCode, signInStaff, TEST_ADMIN_TOTP_SECRET } from '@mawadda/kit/testing';
import { adminApiToken } from '../../member/e2e/admin-token.js';
import { newPage, type ViewportName } from '../../member/e2e/browser.js';
import { bearer, json, type Member } from '../../member/e2e/members.js';
import arBilling from '../src/i18n/ar/billing.js';
import arConsole from '../src/i18n/ar/console.js';
import arContent from '../src/i18n/ar/content.js';
import arDashboard from '../src/i18n/ar/dashboard.js';
import arFeedback from '../src/i18n/ar/feedback.js';
import arMembers from '../src/i18n/ar/members.js';
import arModeration from '../src/i18n/ar/moderation.js';
import arRa from '../src/i18n/ar/ra.js';
import arReports from '../src/i18n/ar/reports.js';
import arStaff from '../src/i18n/ar/staff.js';
import enBilling from '../src/i18n/en/billing.js';
import enConsole from '../src/i18n/en/console.js';
import enContent from '../src/i18n/en/content.js';
import enDashboard from '../src/i18n/en/dashboard.js';
import enFeedback from '../src/i18n/en/feedback.js';
import enMembers from '../src/i18n/en/members.js';
import enModeration from '../src/i18n/en/moderation.js';
import enReports from '../src/i18n/en/reports.js';
import enStaff from '../src/i18n/en/staff.js';
import { deepMerge as merge, type Tree } from '../src/i18n/deep-merge.js';

export type ConsoleLang = 'ar' | 'en';
/** The journeys run twice: in Arabic on a phone (right to left, narrow) and in English on a desktop. */
export const CONSOLE_RUNS: { lang: ConsoleLang; viewport: ViewportName }[] = [
  { lang: 'ar', viewport: 'phone' },
  { lang: 'en', viewport: 'desktop' },
];
export const ADMIN_EMAIL = 'admin@mawadda.test';
/** The e2e admin starts enrolled with this TOTP secret (web/member/e2e/global-setup.ts). */
export const ADMIN_TOTP_SECRET = TEST_ADMIN_TOTP_SECRET;

/** The console's own catalogues, as the app merges them (src/i18n/index.ts). */
const CATALOGUES: Record<ConsoleLang, Tree> = {
  ar: merge(
    arRa,
    arConsole,
    arDashboard,
    arMembers,
    arModeration,
    arReports,
    arFeedback,
    arContent,
    arBilling,
    arStaff,
  ),
  en: merge(
    englishMessages,
    enConsole,
    enDashboard,
    enMembers,
    enModeration,
    enReports,
    enFeedback,
    enContent,
    enBilling,
    enStaff,
  ),
};

/**
 * A console text by its key, as the staff member reads it: the singular of a `one |||| many`
 * text, `%{x}` placeholders filled from `vars`.
 */
export function t(lang: ConsoleLang, key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = CATALOGUES[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No console text ${lang}:${key}`);
  const text = node.split('||||')[0]!.trim();
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The plural of a `one |||| many` resource name, as the menu and list titles show it. */
export function plural(lang: ConsoleLang, key: string): string {
  let node: string | Tree | undefined = CATALOGUES[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No console text ${lang}:${key}`);
  return (node.split('||||')[1] ?? node).trim();
}

/**
 * A staff access token through the API, second step included (kit's signInStaff): the admin's
 * code comes from ADMIN_TOTP_SECRET; staff without a factor yet enrol.
 */
export async function signInApi(
  baseUrl: string,
  email: string,
  password: string,
  totpSecret: string | undefined = email === ADMIN_EMAIL ? ADMIN_TOTP_SECRET : undefined,
): Promise<string> {
  if (email === ADMIN_EMAIL && totpSecret === ADMIN_TOTP_SECRET) return adminApiToken(baseUrl, password);
  return (await signInStaff(fetchClient(baseUrl), { email, password, totpSecret })).body.token;
}

export interface Staff {
  email: string;
  password: string;
  fullName: string;
  id: string;
  /** Set once the staff member set up their second factor (absent: they enrol at first sign-in). */
  totpSecret?: string;
}

/**
 * A staff account, made by the admin through the staff API (as the staff page does). Unless
 * `enrolled` is false, it has set up its second factor (through the API) and `totpSecret` is its.
 */
export async function createStaff(
  baseUrl: string,
  adminPassword: string,
  tag: string,
  role: 'moderator' | 'admin',
  options: { enrolled?: boolean } = {},
): Promise<Staff> {
  const admin = await signInApi(baseUrl, ADMIN_EMAIL, adminPassword);
  const staff = {
    email: `${role}.${tag}.${Date.now()}@mawadda.test`,
    fullName: role === 'admin' ? 'هدى المديرة' : 'سلمى المشرفة',
    role,
    password: role === 'admin' ? 'Admin-pass-2026-e2e' : 'Moderator-pass-2026',
  };
  const res = await fetch(`${baseUrl}/api/auth/admin/staff`, {
    method: 'POST',
    headers: { ...json, ...bearer(admin) },
    body: JSON.stringify(staff),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const made: Staff = { email: staff.email, password: staff.password, fullName: staff.fullName, id };
  if (options.enrolled === false) return made;
  const enrolled = await signInStaff(fetchClient(baseUrl), made);
  return { ...made, totpSecret: enrolled.totpSecret };
}

/** A moderator account (createStaff). */
export const createModerator = (
  baseUrl: string,
  adminPassword: string,
  tag: string,
  options: { enrolled?: boolean } = {},
) => createStaff(baseUrl, adminPassword, tag, 'moderator', options);

/** Every CSP refusal and every request to another origin the page makes, from its first load on. */
export async function watchPage(page: Page, baseUrl: string): Promise<() => Promise<string[]>> {
  const origin = new URL(baseUrl).origin;
  const problems: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const url = r.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) problems.push(`off-origin request: ${url}`);
  });
  return async () => [
    ...problems,
    ...(await page
      .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
      .catch(() => [])),
  ];
}

/** A console tab in `lang` (kept where the console keeps it), not signed in yet. */
export async function consolePage(
  browser: Browser,
  viewport: ViewportName,
  lang: ConsoleLang,
): Promise<Page> {
  const page = await newPage(browser, viewport, lang);
  await page.addInitScript((l) => {
    if (!localStorage.getItem('admin.lang')) localStorage.setItem('admin.lang', l);
  }, lang);
  return page;
}

/** The password step of the console's login page, as a staff member types it. */
export async function typePassword(
  page: Page,
  baseUrl: string,
  lang: ConsoleLang,
  who: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/admin/#/login`);
  await page.getByLabel(t(lang, 'ra.auth.email')).fill(who.email);
  await page.getByLabel(t(lang, 'ra.auth.password')).fill(who.password);
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: t(lang, 'ra.auth.sign_in') }).click();
  expect((await login).status()).toBe(200);
}

/**
 * Signs in through the console's login page, the password then a code of the staff member's
 * authenticator (computed from `totpSecret`, the admin's by default), and waits for the dashboard.
 */
export async function signInConsole(
  page: Page,
  baseUrl: string,
  lang: ConsoleLang,
  who: { email: string; password: string; totpSecret?: string },
): Promise<void> {
  await typePassword(page, baseUrl, lang, who);
  const secret = who.totpSecret ?? (who.email === ADMIN_EMAIL ? ADMIN_TOTP_SECRET : undefined);
  if (!secret) throw new Error(`${who.email} has no TOTP secret to sign in with`);
  // A code works once: an earlier journey may have spent this step's, so a refused code is
  // followed by the next one, as a person would type the authenticator's next number.
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel(t(lang, 'mw.twoFactor.code')).fill(await freshTotpCode(secret));
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/second-factor'));
    await page.getByRole('button', { name: t(lang, 'mw.twoFactor.verify') }).click();
    const status = (await answered).status();
    if (status === 400 && attempt < 2) continue;
    expect(status).toBe(200);
    break;
  }
  await page.getByRole('heading', { name: t(lang, 'mw.dashboard.welcome') }).waitFor();
}

/** Opens a console route (`#/…`) and waits for the API answer whose path starts with `apiPath`. */
export async function openRoute(
  page: Page,
  baseUrl: string,
  route: string,
  apiPath?: string,
): Promise<Response | null> {
  const answer = apiPath
    ? page.waitForResponse(
        (r) => new URL(r.url()).pathname.startsWith(apiPath) && r.request().method() === 'GET',
      )
    : null;
  await page.goto(`${baseUrl}/admin/#${route}`);
  return answer ? await answer : null;
}

/** A real JPEG of one colour, so the two photos of a journey are told apart on screen. */
export const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Uploads an album photo as the member does (multipart field `file`); the image as the API answers it. */
export async function uploadPhoto(baseUrl: string, member: Member, photo: Buffer): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${baseUrl}/api/profile/me/photos`, {
    method: 'POST',
    headers: bearer(member.token),
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}
