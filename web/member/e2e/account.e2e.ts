import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { httpInbox } from '@mawadda/kit/testing';
import { useBrowser, newPage, shot, type ViewportName } from './browser.js';
import { typeTheCodes } from './members.js';
import {
  choosePassword,
  fillUpToPassword,
  next,
  takeTheOath,
  type RegistrationAnswers,
} from './register-steps.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** What a member reads in each language on this journey (the catalogues' real texts). */
const TEXT = {
  en: {
    mismatch: 'passwords do not match',
    created: 'Your account has been created',
    logout: 'Log out',
    loggedOut: 'logged out successfully',
    login: 'Log in',
    badLogin: 'is not correct',
    codes: 'Enter the codes we sent you',
  },
  ar: {
    mismatch: 'كلمتا المرور غير متطابقتين',
    created: 'تم إنشاء حسابك بنجاح',
    logout: 'تسجيل الخروج',
    loggedOut: 'تم تسجيل الخروج بنجاح',
    login: 'تسجيل الدخول',
    badLogin: 'غير صحيحة',
    codes: 'أدخل الرمزين اللذين أرسلناهما إليك',
  },
} as const;

const JOURNEYS: { viewport: ViewportName; locale: keyof typeof TEXT; email: string; phone: string }[] = [
  { viewport: 'desktop', locale: 'en', email: 'amina.e2e@example.com', phone: '+971 50 123 4501' },
  { viewport: 'phone', locale: 'ar', email: 'khadija.e2e@example.com', phone: '+966 55 123 4502' },
];
const PASSWORD = 'Sabr-wa-Shukr-2026';
const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

/** Her answers before the password, as a member in that country would give them. */
const answers = (locale: keyof typeof TEXT, email: string, phone: string): RegistrationAnswers => ({
  name: locale === 'ar' ? 'خديجة' : 'Amina',
  gender: 'female',
  birth: ['14', '05', '1996'],
  nationality: locale === 'ar' ? 'SA' : 'AE',
  maritalState: 'single',
  siteObjectiveId: 'marriage',
  country: locale === 'ar' ? 'SA' : 'AE',
  address: locale === 'ar' ? 'حي النخيل، الرياض' : 'Al Barsha 1, Dubai',
  email,
  phone,
  communicate: 'guardian',
});

/**
 * Acts on a session button of the header once it is in view. On a phone it sits in the menu,
 * which closes on every navigation (a sign-out's too, and the redirect after it may land just
 * after the menu was opened): so the menu is opened, as a member would, whenever it is closed,
 * and the action is retried until it has been done on a visible button.
 */
async function onHeaderAction(page: Page, viewport: ViewportName, name: string, act: 'see' | 'click') {
  const header = page.locator('.site-header');
  const action = header
    .getByRole('button', { name, exact: true })
    .or(header.getByRole('link', { name, exact: true }));
  await expect
    .poll(
      async () => {
        if (
          viewport === 'phone' &&
          !(await action.isVisible()) &&
          !(await page.locator('.site-nav--open').count())
        )
          await page.locator('.site-header__toggle').click();
        if (!(await action.isVisible())) return false;
        if (act === 'see') return true;
        // A button hidden again between the look and the click is simply looked for again.
        return action.click({ timeout: 1_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

describe.each(JOURNEYS)('a new member ($locale, $viewport)', ({ viewport, locale, email, phone }) => {
  const t = TEXT[locale];
  const prefix = locale === 'ar' ? '' : `/${locale}`;

  it('registers after fixing one mistake, logs out through the dialog and logs back in', async () => {
    const page = await newPage(browser(), viewport, locale);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}${prefix}/Auth/register`, { waitUntil: 'networkidle' });
    await fillUpToPassword(page, answers(locale, email, phone));
    await shot(page, 'account', viewport, `${locale}-register-step`);
    await field(page, 'password').fill(PASSWORD);
    await field(page, 'confirmPassword').fill(`${PASSWORD}!`);
    await field(page, 'password').click(); // leaving the confirmation validates it
    await page.getByText(t.mismatch).waitFor();
    expect(await field(page, 'confirmPassword').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'account', viewport, `${locale}-register-mistake`);

    await field(page, 'confirmPassword').fill(PASSWORD);
    await next(page);
    await takeTheOath(page);
    expect(await page.getByText(t.mismatch).count()).toBe(0);
    const since = new Date();
    await page.locator('form button[type="submit"]').click();

    await page.getByText(t.codes).waitFor();
    await shot(page, 'account', viewport, `${locale}-register-codes`);
    await typeTheCodes(baseUrl, page, email, phone, since);
    await page.locator('form button[type="submit"]').click();
    await page.getByText(t.created).waitFor();
    await page.waitForURL(`${baseUrl}${prefix || '/'}`);
    // The home page opens at its top, not at the scroll position of the long form.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await shot(page, 'account', viewport, `${locale}-registered`);

    await onHeaderAction(page, viewport, t.logout, 'click');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // A real modal: the page behind is inert until the member answers.
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
    await shot(page, 'account', viewport, `${locale}-logout-dialog`, { screen: true });
    await dialog.getByRole('button', { name: t.logout }).click();
    await page.getByText(t.loggedOut).waitFor();
    await onHeaderAction(page, viewport, t.login, 'see');

    // A wrong password says so without telling whether the account exists; the right one signs in.
    await page.goto(`${baseUrl}${prefix}/Auth/login`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.title()).toBe(locale === 'ar' ? 'تسجيل الدخول | مودة' : 'Log in | Mawadda');
    await page.locator('form [name="email"]').fill(email);
    await page.locator('form [name="password"]').fill('Not-the-password-1');
    await page.locator('form button[type="submit"]').click();
    await page.getByText(t.badLogin).first().waitFor();
    await shot(page, 'account', viewport, `${locale}-login-refused`);
    await page.locator('form [name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}${prefix || '/'}`);
    await onHeaderAction(page, viewport, t.logout, 'see');

    // The session survives a reload (spec §3: the token is kept in local storage).
    await page.reload({ waitUntil: 'networkidle' });
    await onHeaderAction(page, viewport, t.logout, 'see');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers a second registration with the same email like any other, and tells the owner', async () => {
    const page = await newPage(browser(), viewport, locale);
    await page.goto(`${baseUrl}${prefix}/Auth/register`, { waitUntil: 'networkidle' });
    await fillUpToPassword(page, answers(locale, email.toUpperCase(), phone.replace(/\d$/, '9')));
    await choosePassword(page, PASSWORD);
    await takeTheOath(page);
    const since = new Date();
    await page.locator('form button[type="submit"]').click();
    // The same step as for a new address: the page cannot tell that the email has an account.
    await page.getByText(t.codes).waitFor();
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    // The owner hears of it instead, by mail; the new number still gets its code.
    const inbox = httpInbox(baseUrl);
    await inbox(email, 'notice.register.attempt', since);
    await inbox(phone.replace(/\d$/, '9').replace(/\s/g, ''), 'verify.register.phone', since);
    await shot(page, 'account', viewport, `${locale}-email-taken`);
    await page.context().close();
  });
});
