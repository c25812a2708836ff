import { describe, expect, inject, it } from 'vitest';
import { translate } from '@mawadda/contracts/messages';
import { useBrowser, shot } from '../../member/e2e/browser.js';
import { PASSWORD, bearer, json, registerMember } from '../../member/e2e/members.js';
import {
  ADMIN_EMAIL,
  consolePage,
  createModerator,
  plural,
  signInApi,
  signInConsole,
  t,
  watchPage,
} from './console.js';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();

const L = 'en' as const;

describe('a moderator resolves a report by suspending the reported member', () => {
  it('suspends from the report page with a reason and a note; the report is resolved and her sign-in refused', async () => {
    const stamp = Date.now();
    const reported = await registerMember(baseUrl, {
      name: 'Rania Fakeprofile',
      gender: 'female',
      email: `rania.report.${stamp}@example.com`,
      phone: `+9715${String(stamp).slice(-8)}`,
    });
    const reporter = await registerMember(baseUrl, {
      name: 'Khalid Reporter',
      gender: 'male',
      email: `khalid.report.${stamp}@example.com`,
      phone: `+9665${String(stamp + 3).slice(-8)}`,
    });
    const filed = await fetch(`${baseUrl}/api/social/reports`, {
      method: 'POST',
      headers: { ...json, ...bearer(reporter.token) },
      body: JSON.stringify({ memberId: reported.id, reason: 'fake_profile' }),
    });
    expect(filed.status).toBe(201);
    const report = (await filed.json()) as { id: string };

    const moderator = await createModerator(baseUrl, adminPassword, 'reports');
    const page = await consolePage(browser(), 'desktop', L);
    const problems = await watchPage(page, baseUrl);
    await signInConsole(page, baseUrl, L, moderator);

    // The open reports, newest first: hers is on top; its row opens the report page.
    await page.getByRole('menuitem', { name: plural(L, 'resources.reports.name') }).click();
    const row = page.getByRole('row').filter({ hasText: reported.name }).first();
    await row.getByRole('cell').first().click();
    await page.waitForURL((url) => url.hash === `#/reports/${report.id}/show`);
    const suspend = page.getByRole('button', { name: t(L, 'mw.reports.suspendMember') });
    await suspend.waitFor();
    await shot(page, 'admin', 'desktop', 'en-report-open');

    // The suspend dialog: a reason from the list (the member is told it) and a staff note.
    await suspend.click();
    const dialog = page.getByRole('dialog', {
      name: t(L, 'mw.members.suspendTitle', { name: reported.name }),
    });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: t(L, 'mw.members.suspensionReason') }).click();
    await page.getByRole('option', { name: t(L, 'mw.suspensionReason.fake_profile') }).click();
    const note = 'Photos taken from a stock site; two reports.';
    await dialog.getByRole('textbox', { name: t(L, 'mw.members.staffNote') }).fill(note);
    await shot(page, 'admin', 'desktop', 'en-report-suspend-dialog', { screen: true });
    const statusChange = page.waitForResponse((r) =>
      r.url().endsWith(`/api/auth/admin/accounts/${reported.id}/status`),
    );
    const reportChange = page.waitForResponse(
      (r) => r.url().endsWith(`/api/social/admin/reports/${report.id}`) && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: t(L, 'mw.members.suspend') }).click();
    expect((await statusChange).status()).toBe(200);
    expect((await reportChange).status()).toBe(200);
    await page.getByText(t(L, 'mw.reports.done.resolved')).first().waitFor();
    await page.getByRole('button', { name: t(L, 'mw.reports.reopen') }).waitFor();
    await shot(page, 'admin', 'desktop', 'en-report-resolved');
    expect(await problems()).toEqual([]);
    await page.context().close();

    // What the API now says: the account suspended, the report resolved with the note.
    const admin = await signInApi(baseUrl, ADMIN_EMAIL, adminPassword);
    const account = await fetch(`${baseUrl}/api/auth/admin/members/${reported.id}`, {
      headers: bearer(admin),
    });
    expect(await account.json()).toMatchObject({ status: 'suspended' });
    const handled = await fetch(`${baseUrl}/api/social/admin/reports/${report.id}`, {
      headers: bearer(admin),
    });
    expect(await handled.json()).toMatchObject({ status: 'resolved', staffNote: note });

    // Her sign-in is refused, and she is told why, in her language.
    const refused = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: `rania.report.${stamp}@example.com`, password: PASSWORD }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      messageKey: 'auth.suspended.reason.fake_profile',
      detail: translate('auth.suspended.reason.fake_profile', 'ar'),
    });
  });
});
