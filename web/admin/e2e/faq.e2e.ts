import { describe, expect, inject, it } from 'vitest';
import { pathInLocale } from '@mawadda/contracts/web-routes';
import { useBrowser, newPage, shot } from '../../member/e2e/browser.js';
import { bearer } from '../../member/e2e/members.js';
import { ADMIN_EMAIL, consolePage, signInApi, signInConsole, t, watchPage } from './console.js';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();

const L = 'ar' as const;

interface Faq {
  id: number;
  question: Record<string, string>;
  answer: Record<string, string>;
}

describe('the admin edits an FAQ answer in Urdu', () => {
  it('writes it in the Urdu tab and saves; the Urdu FAQ page of the site shows it', async () => {
    const admin = await signInApi(baseUrl, ADMIN_EMAIL, adminPassword);
    const list = await fetch(
      `${baseUrl}/api/cms/admin/faq?sort=${encodeURIComponent('["order","ASC"]')}&range=[0,0]`,
      {
        headers: bearer(admin),
      },
    );
    expect(list.status).toBe(200);
    const [faq] = (await list.json()) as Faq[];
    expect(faq, 'the seeded FAQ has at least one question').toBeDefined();

    const page = await consolePage(browser(), 'desktop', L);
    const problems = await watchPage(page, baseUrl);
    await signInConsole(page, baseUrl, L, { email: ADMIN_EMAIL, password: adminPassword });

    // The question's page, then Edit.
    await page.goto(`${baseUrl}/admin/#/faq/${faq!.id}/show`);
    await page.getByRole('link', { name: t(L, 'ra.action.edit') }).click();
    await page.waitForURL((url) => url.hash === `#/faq/${faq!.id}`);

    // The label reads "الجواب (Markdown)"; its accessible name is matched on the word itself.
    const answerLabel = t(L, 'resources.faq.fields.answer').split(' (')[0]!;
    const answerIn = (locale: string) =>
      page.locator(`#translatable-content-${locale}`).getByRole('textbox', { name: answerLabel });
    // The form is loaded once the Arabic answer shows; then the Urdu tab.
    await expect.poll(() => answerIn('ar').inputValue()).toBe(faq!.answer.ar);
    const urTab = page.getByRole('tab', { name: t(L, 'ra.locales.ur') });
    await urTab.click();
    await expect.poll(() => urTab.getAttribute('aria-selected')).toBe('true');
    // Its answer box writes right to left, in Urdu.
    const answer = answerIn('ur');
    await answer.waitFor();
    expect(await answer.getAttribute('lang')).toBe('ur');
    expect(await answer.inputValue()).toBe(faq!.answer.ur);
    expect(await answer.getAttribute('dir')).toBe('rtl');
    const urdu = `ہاں، اکاؤنٹ بنانا بالکل مفت ہے اور نئے ارکان کو چودہ دن کا مفت ٹرائل ملتا ہے (${Date.now()})۔`;
    await answer.fill(urdu);
    await shot(page, 'admin', 'desktop', 'ar-faq-edit-urdu-tab');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/cms/admin/faq/${faq!.id}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: t(L, 'ra.action.save') }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(t(L, 'ra.notification.updated')).first().waitFor();
    expect(await problems()).toEqual([]);
    await page.context().close();

    // Only the Urdu answer changed.
    const after = await fetch(`${baseUrl}/api/cms/admin/faq/${faq!.id}`, { headers: bearer(admin) });
    expect(await after.json()).toMatchObject({
      question: faq!.question,
      answer: { ...faq!.answer, ur: urdu },
    });

    // The site in Urdu: the question, opened, answers with the new text.
    const site = await newPage(browser(), 'phone', 'ur');
    await site.goto(`${baseUrl}${pathInLocale('ur', '/faq')}`, { waitUntil: 'networkidle' });
    const question = site.getByText(faq!.question.ur!, { exact: true });
    await question.waitFor();
    const shown = site.getByText(urdu);
    if (!(await shown.isVisible())) await question.click();
    await shown.waitFor();
    await shown.scrollIntoViewIfNeeded();
    await shot(site, 'admin', 'phone', 'ur-site-faq-new-answer', { screen: true });
    await site.context().close();
  });
});
