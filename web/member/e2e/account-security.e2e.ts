import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { codeInMessage, httpInbox } from '@mawadda/kit/testing';
import { useBrowser, shot, VIEWPORTS, type ViewportName } from './browser.js';
import { bearer, json, PASSWORD, registerMember } from './members.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const JOURNEY = 'account-security';
/** The sizes this journey is judged at: a phone, and a common laptop screen. */
const SIZES: Record<ViewportName, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};
/** Another browser on another system, so the first device can tell the second apart in its list. */
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

function newContext(viewport: ViewportName, locale: string, userAgent?: string): Promise<BrowserContext> {
  const { isMobile, hasTouch, deviceScaleFactor } = VIEWPORTS[viewport];
  const device = { isMobile, hasTouch, deviceScaleFactor };
  return browser().newContext({
    viewport: SIZES[viewport],
    locale,
    ...device,
    ...(userAgent && { userAgent }),
  });
}

/** What a member reads in each language on these journeys (the catalogues' real texts). */
const TEXT = {
  en: {
    forgot: 'Forgot your password?',
    resetTitle: 'Reset your password',
    send: 'Send the code',
    ifExists: 'If an account exists for',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    setPassword: 'Set my new password',
    show: 'Show password',
    changed: 'Your password has been changed',
    login: 'Log in',
    loginSubmit: 'Log in',
    badLogin: 'is not correct',
    security: 'Account and security',
    changeEmail: 'Change email',
    currentPassword: 'Current password',
    confirmChange: 'Confirm the change',
    emailNow: 'Done: your email is now',
    devices: 'Devices',
    thisDevice: 'This device',
    signOut: 'Sign out',
    signedOutOne: 'That device has been signed out.',
  },
  ar: {
    forgot: 'نسيت كلمة المرور؟',
    resetTitle: 'إعادة تعيين كلمة المرور',
    send: 'أرسل الرمز',
    ifExists: 'إن كان هناك حساب مسجَّل بـ',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    setPassword: 'اعتمد كلمة المرور الجديدة',
    show: 'إظهار كلمة المرور',
    changed: 'تم تغيير كلمة المرور',
    login: 'تسجيل الدخول',
    loginSubmit: 'دخول',
    badLogin: 'غير صحيحة',
    security: 'الحساب والأمان',
    changeEmail: 'تغيير البريد الإلكتروني',
    currentPassword: 'كلمة المرور الحالية',
    confirmChange: 'تأكيد التغيير',
    emailNow: 'تم: بريدك الإلكتروني الآن',
    devices: 'الأجهزة',
    thisDevice: 'هذا الجهاز',
    signOut: 'تسجيل الخروج',
    signedOutOne: 'تم تسجيل الخروج من ذلك الجهاز.',
  },
} as const;
type Lang = keyof typeof TEXT;

/** Every language at both sizes for the forgotten password; the others once per language (`full`). */
const JOURNEYS: { viewport: ViewportName; locale: Lang; full: boolean }[] = [
  { viewport: 'phone', locale: 'ar', full: true },
  { viewport: 'desktop', locale: 'en', full: true },
  { viewport: 'phone', locale: 'en', full: false },
  { viewport: 'desktop', locale: 'ar', full: false },
];
const NEW_PASSWORD = 'Hilm-wa-Anah-2027';
let serial = 0;
/** An address and number no other journey uses. */
const unique = (viewport: ViewportName, locale: Lang) => {
  serial++;
  const tag = `${viewport}.${locale}.${serial}.${Date.now() % 100_000}`;
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  return {
    email: `sec.${tag}@example.com`,
    phone: `+971 55 ${String(serial).padStart(3, '0')} ${digits}`,
  };
};

const prefixOf = (locale: Lang) => (locale === 'ar' ? '' : `/${locale}`);

/** Signs in through the site's own form; lands where the redirect (or the home page) says. */
async function signIn(page: Page, locale: Lang, email: string, password: string) {
  await page.goto(`${baseUrl}${prefixOf(locale)}/Auth/login`, { waitUntil: 'networkidle' });
  await page.locator('form [name="email"]').fill(email);
  await page.locator('form [name="password"]').fill(password);
  await page.getByRole('button', { name: TEXT[locale].loginSubmit, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('/Auth/login'));
}

const me = (token: string) => fetch(`${baseUrl}/api/auth/me`, { headers: bearer(token) });
const tokenOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

describe.each(JOURNEYS)('account security ($locale, $viewport)', ({ viewport, locale, full }) => {
  const t = TEXT[locale];
  const prefix = prefixOf(locale);

  it('a forgotten password: the code from the inbox, a new password, every old sign-in ended', async () => {
    const { email, phone } = unique(viewport, locale);
    const member = await registerMember(baseUrl, {
      name: locale === 'ar' ? 'سلمى يوسف' : 'Salma Yusuf',
      gender: 'female',
      email,
      phone,
    });
    expect((await me(member.token)).status).toBe(200);

    const context = await newContext(viewport, locale);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A wrong password first: the way to a new one is offered beside the message.
    await page.goto(`${baseUrl}${prefix}/Auth/login`, { waitUntil: 'networkidle' });
    await page.locator('form [name="email"]').fill(email);
    await page.locator('form [name="password"]').fill('Not-the-password-1');
    await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
    await page.getByText(t.badLogin).first().waitFor();
    await shot(page, JOURNEY, viewport, `${locale}-login-refused`, { screen: true });
    await page.getByRole('link', { name: t.forgot }).first().click();
    await page.getByRole('heading', { name: t.resetTitle }).waitFor();
    // The address typed at sign-in came along.
    expect(await page.locator('form [name="email"]').inputValue()).toBe(email);
    expect(await page.locator('form [name="email"]').getAttribute('autocomplete')).toBe('username');
    await shot(page, JOURNEY, viewport, `${locale}-forgot-ask`);

    const since = new Date();
    await page.getByRole('button', { name: t.send, exact: true }).click();
    await page.getByText(t.ifExists).waitFor();
    const mail = await httpInbox(baseUrl)(email, 'account.reset.email', since);
    const code = page.locator('form [name="code"]');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await code.fill(codeInMessage(mail.text));
    const password = page.getByLabel(t.newPassword, { exact: true });
    expect(await password.getAttribute('autocomplete')).toBe('new-password');
    await password.fill(NEW_PASSWORD);
    // The eye shows what was typed, and the field keeps it.
    await page.getByRole('button', { name: t.show }).first().click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe(NEW_PASSWORD);
    await page.getByLabel(t.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.locator('.password-strength[data-level="strong"]').waitFor();
    await shot(page, JOURNEY, viewport, `${locale}-forgot-code`);
    await page.getByRole('button', { name: t.setPassword }).click();
    await page.getByRole('heading', { name: t.changed }).waitFor();
    await shot(page, JOURNEY, viewport, `${locale}-forgot-done`, { screen: true });

    // The sign-in made at registration ended with the reset; the old password no longer works.
    await expect.poll(async () => (await me(member.token)).status).toBe(401);
    const old = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(old.status).toBe(401);

    await page.getByRole('link', { name: t.login, exact: true }).first().click();
    await page.locator('form [name="email"]').fill(email);
    await page.locator('form [name="password"]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes('/Auth/'));
    expect((await me(await tokenOf(page))).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.runIf(full)('changes the email with the code sent to the new address', async () => {
    const { email, phone } = unique(viewport, locale);
    await registerMember(baseUrl, { name: 'Mariam Hassan', gender: 'female', email, phone });
    const context = await newContext(viewport, locale);
    const page = await context.newPage();
    await signIn(page, locale, email, PASSWORD);
    await page.goto(`${baseUrl}${prefix}/account/security`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: t.security }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await shot(page, JOURNEY, viewport, `${locale}-security`);

    const card = page.locator('section#email');
    await card.getByRole('button', { name: t.changeEmail }).click();
    const newEmail = email.replace('sec.', 'new.');
    await card.locator('[name="email"]').fill(newEmail);
    await card.getByLabel(t.currentPassword, { exact: true }).fill(PASSWORD);
    const since = new Date();
    await card.locator('button[type="submit"]').click();
    const mail = await httpInbox(baseUrl)(newEmail, 'account.change.email', since);
    await card.locator('[name="code"]').fill(codeInMessage(mail.text));
    await shot(page, JOURNEY, viewport, `${locale}-email-code`);
    await card.getByRole('button', { name: t.confirmChange }).click();
    await card.getByText(t.emailNow).waitFor();
    await shot(page, JOURNEY, viewport, `${locale}-email-changed`);
    const account = (await (await me(await tokenOf(page))).json()) as { email: string };
    expect(account.email).toBe(newEmail);
    // The old address hears of it.
    await httpInbox(baseUrl)(email, 'notice.address.changed', since);
    await context.close();
  });

  it.runIf(full)('signs another device out: its next request is refused', async () => {
    const { email, phone } = unique(viewport, locale);
    await registerMember(baseUrl, { name: 'Huda Karim', gender: 'female', email, phone });
    const first = await newContext(viewport, locale);
    const second = await newContext(viewport, locale, FIREFOX_ON_WINDOWS);
    const mine = await first.newPage();
    const theirs = await second.newPage();
    await signIn(mine, locale, email, PASSWORD);
    await signIn(theirs, locale, email, PASSWORD);
    const theirToken = await tokenOf(theirs);
    expect((await me(theirToken)).status).toBe(200);

    await mine.goto(`${baseUrl}${prefix}/account/security#devices`, { waitUntil: 'networkidle' });
    const devices = mine.locator('section#devices');
    const row = devices.locator('li', { hasText: 'Firefox' });
    await row.waitFor();
    await devices.locator('li', { hasText: t.thisDevice }).waitFor();
    // What the member sees of the list (a full-page shot would draw the sticky header mid-page).
    await devices.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(mine, JOURNEY, viewport, `${locale}-devices`, { screen: true });
    await row.getByRole('button', { name: t.signOut, exact: true }).click();
    const dialog = mine.getByRole('dialog');
    await dialog.waitFor();
    await shot(mine, JOURNEY, viewport, `${locale}-devices-confirm`, { screen: true });
    await dialog.getByRole('button', { name: t.signOut, exact: true }).click();
    await mine.getByText(t.signedOutOne).waitFor();
    await expect.poll(() => devices.locator('li', { hasText: 'Firefox' }).count()).toBe(0);
    await shot(mine, JOURNEY, viewport, `${locale}-devices-after`, { screen: true });

    // The second device's token is refused at once, and its page sends it to sign in.
    expect((await me(theirToken)).status).toBe(401);
    await theirs.goto(`${baseUrl}${prefix}/account/security`, { waitUntil: 'networkidle' });
    await theirs.waitForURL((url) => url.pathname.includes('/Auth/login'));
    // The first device is still signed in.
    expect((await me(await tokenOf(mine))).status).toBe(200);
    await first.close();
    await second.close();
  });
});
