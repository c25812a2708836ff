import { describe, expect, inject, it } from 'vitest';
import { freshTotpCode } from '@mawadda/kit/testing';
import { shot, useBrowser } from '../../member/e2e/browser.js';
import {
  ADMIN_EMAIL,
  ADMIN_TOTP_SECRET,
  CONSOLE_RUNS,
  consolePage,
  createModerator,
  t,
  typePassword,
  watchPage,
} from './console.js';

/*
 * Two-step sign-in in the staff console (services/auth README, Second factor): a staff password
 * alone opens nothing, a code of the authenticator app does; a new moderator sets the app up at
 * the first sign-in (QR code or key) and is shown the recovery codes once.
 */

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();

describe.each(CONSOLE_RUNS)('two-step sign-in ($lang, $viewport)', ({ lang, viewport }) => {
  it('refuses the admin without a code (no session, the login page stays) and lets them in with one', async () => {
    const page = await consolePage(browser(), viewport, lang);
    const problems = await watchPage(page, baseUrl);
    await typePassword(page, baseUrl, lang, { email: ADMIN_EMAIL, password: adminPassword });
    const code = page.getByLabel(t(lang, 'mw.twoFactor.code'));
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await shot(page, 'admin-two-factor', viewport, `${lang}-second-step`);

    // The password alone gave no session: the console itself still asks to sign in.
    expect(await page.evaluate(() => document.cookie)).not.toContain('mawadda_refresh');
    const me = await page.evaluate(async () => (await fetch('/api/auth/refresh', { method: 'POST' })).status);
    expect(me).toBe(401);

    await code.fill('000000');
    const wrong = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/second-factor'));
    await page.getByRole('button', { name: t(lang, 'mw.twoFactor.verify') }).click();
    expect((await wrong).status()).toBe(400);
    await page.getByRole('alert').waitFor();
    await shot(page, 'admin-two-factor', viewport, `${lang}-wrong-code`);
    expect(page.url()).toContain('#/login');
    expect(await page.getByRole('heading', { name: t(lang, 'mw.dashboard.welcome') }).count()).toBe(0);

    // A code works once, and an earlier journey or the set-up (other processes) may have spent
    // this step's: the next step's code is then the fresh one, as for a person who waits for it.
    let status = 0;
    for (let tries = 0; tries < 3 && status !== 200; tries++) {
      await page.getByLabel(t(lang, 'mw.twoFactor.code')).fill(await freshTotpCode(ADMIN_TOTP_SECRET));
      const right = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/second-factor'));
      await page.getByRole('button', { name: t(lang, 'mw.twoFactor.verify') }).click();
      status = (await right).status();
    }
    expect(status).toBe(200);
    await page.getByRole('heading', { name: t(lang, 'mw.dashboard.welcome') }).waitFor();
    expect(await problems()).toEqual([]);
    await page.context().close();
  });

  it('has a new moderator set up the app (QR code and key), then shows the recovery codes once', async () => {
    const moderator = await createModerator(baseUrl, adminPassword, `2fa-${lang}`, { enrolled: false });
    const page = await consolePage(browser(), viewport, lang);
    const problems = await watchPage(page, baseUrl);
    await typePassword(page, baseUrl, lang, moderator);

    const qr = page.getByRole('img', { name: t(lang, 'mw.twoFactor.qrAlt') });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    // Drawn, not blocked: the console's CSP lets data: images in.
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, 'admin-two-factor', viewport, `${lang}-enrol`);

    await page.getByLabel(t(lang, 'mw.twoFactor.code')).fill(await freshTotpCode(secret));
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/enrol/confirm'));
    await page.getByRole('button', { name: t(lang, 'mw.twoFactor.confirm') }).click();
    expect((await confirmed).status()).toBe(200);

    const codes = page.getByRole('list', { name: t(lang, 'mw.twoFactor.codesTitle') });
    await codes.waitFor();
    expect(await codes.locator('li').count()).toBe(10);
    expect(await codes.locator('li').first().textContent()).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await shot(page, 'admin-two-factor', viewport, `${lang}-recovery-codes`);
    const enter = page.getByRole('button', { name: t(lang, 'mw.twoFactor.continue') });
    expect(await enter.isDisabled()).toBe(true);
    await page.getByLabel(t(lang, 'mw.twoFactor.saved')).check();
    await enter.click();
    await page.getByRole('heading', { name: t(lang, 'mw.dashboard.welcome') }).waitFor();
    expect(await problems()).toEqual([]);
    await page.context().close();
  });
});
