import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot, type ViewportName } from './browser.js';
import { signInAdmin } from './members.js';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();

const TEXT = {
  en: { complaint: 'Complaint', send: 'Send', sent: 'Request sent successfully', required: 'is required' },
  ar: { complaint: 'شكوى', send: 'إرسال', sent: 'تم إرسال الطلب بنجاح', required: 'مطلوب' },
} as const;

/** What staff see of the feedback, through the same admin API the console uses. */
async function staffFeedback(search: string) {
  const token = await signInAdmin(baseUrl, adminPassword);
  const filter = encodeURIComponent(JSON.stringify({ q: search }));
  const res = await fetch(`${baseUrl}/api/cms/admin/feedback?filter=${filter}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; type: string; description: string; status: string }[];
}

describe.each([
  { viewport: 'desktop' as ViewportName, locale: 'en' as const },
  { viewport: 'phone' as ViewportName, locale: 'ar' as const },
])('a visitor with a complaint ($locale, $viewport)', ({ viewport, locale }) => {
  const t = TEXT[locale];
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  const description =
    locale === 'ar'
      ? `نتائج البحث تعرض أعضاء خارج الفئة العمرية التي اخترتها (${viewport}).`
      : `Search shows members outside the age range I chose (${viewport}).`;

  it('is told what is missing, sends it, gets a reference, and staff can read it', async () => {
    const page = await newPage(browser(), viewport, locale);
    await page.goto(`${baseUrl}${prefix}/submitting-complaints-and-suggestions`, {
      waitUntil: 'networkidle',
    });
    const form = page.locator('form.feedback-form');

    await form.getByRole('button', { name: t.send }).click();
    await form.getByText(t.required).first().waitFor();
    expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(4);
    await shot(page, 'feedback', viewport, `${locale}-missing`);

    await form.getByRole('radio', { name: t.complaint }).check();
    await form.locator('[name="userName"]').fill(locale === 'ar' ? 'عائشة رحمن' : 'Aisha Rahman');
    await form.locator('[name="email"]').fill('aisha.e2e@example.com');
    await form.locator('[name="mobile"]').fill('+971 50 123 4567');
    await form.locator('[name="description"]').fill(description);
    await form.getByRole('button', { name: t.send }).click();

    await page.getByText(t.sent).first().waitFor();
    const reference = (await page.locator('.sent-panel__ref').textContent())!.trim();
    // A short number a member can quote, not the row's id.
    expect(reference).toMatch(/^MW-\d{6}$/);
    expect(await form.locator('[name="description"]').inputValue()).toBe('');
    await shot(page, 'feedback', viewport, `${locale}-sent`);

    const seen = await staffFeedback(description);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ reference, type: 'complaint', description, status: 'new' });
    await page.context().close();
  });
});
