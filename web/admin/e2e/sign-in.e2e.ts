import { describe, expect, inject, it } from 'vitest';
import { shot, useBrowser } from '../../member/e2e/browser.js';
import { PASSWORD, registerMember } from '../../member/e2e/members.js';
import { CONSOLE_RUNS, consolePage, t, watchPage } from './console.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe.each(CONSOLE_RUNS)(
  'a member who signs in to the console ($lang, $viewport)',
  ({ lang, viewport }) => {
    it('is told the console is for staff, stays on the sign-in page, under the CSP with nothing off-origin', async () => {
      const stamp = Date.now();
      const email = `member.console.${lang}.${stamp}@example.com`;
      await registerMember(baseUrl, {
        name: 'Sara Member',
        gender: 'female',
        email,
        phone: `+9715${String(stamp).slice(-8)}`,
      });
      const page = await consolePage(browser(), viewport, lang);
      const problems = await watchPage(page, baseUrl);
      const served = await page.goto(`${baseUrl}/admin/`);
      expect(served?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      await page.getByRole('button', { name: t(lang, 'ra.auth.sign_in') }).waitFor();
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
      await shot(page, 'admin', viewport, `${lang}-login`);

      await page.getByLabel(t(lang, 'ra.auth.email')).fill(email);
      await page.getByLabel(t(lang, 'ra.auth.password')).fill(PASSWORD);
      const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
      // The sign-in this page just made is ended at once.
      const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
      await page.getByRole('button', { name: t(lang, 'ra.auth.sign_in') }).click();
      expect((await login).status()).toBe(200);
      expect((await logout).ok()).toBe(true);
      const alert = page.getByRole('alert');
      await alert.getByText(t(lang, 'mw.auth.notStaffTitle')).waitFor();
      await alert.getByText(t(lang, 'mw.auth.notStaff')).waitFor();
      await shot(page, 'admin', viewport, `${lang}-login-member-refused`);
      expect(page.url()).toContain('#/login');
      expect(await page.getByRole('heading', { name: t(lang, 'mw.dashboard.welcome') }).count()).toBe(0);
      expect(await problems()).toEqual([]);
      await page.context().close();
    });
  },
);
