import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot } from '../../member/e2e/browser.js';
import { bearer, json, registerMember } from '../../member/e2e/members.js';
import { ADMIN_EMAIL, consolePage, openRoute, signInConsole, t, watchPage } from './console.js';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();

const L = 'en' as const;

/** She buys six months at the sandbox's hosted page with the test card that pays; answers the order id. */
async function buySixMonths(token: string): Promise<string> {
  // Billing hears of a new account a moment after it is made (503 until then).
  let res!: Response;
  await expect
    .poll(
      async () => {
        res = await fetch(`${baseUrl}/api/billing/checkout`, {
          method: 'POST',
          headers: { ...json, ...bearer(token) },
          body: JSON.stringify({ planId: 'six_months' }),
        });
        return res.status;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(201);
  const { order, checkoutUrl } = (await res.json()) as { order: { id: string }; checkoutUrl: string };
  const paid = await fetch(`${baseUrl}${checkoutUrl}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Maryam' }),
  });
  expect(paid.status).toBe(303);
  await expect
    .poll(
      async () => {
        const o = await fetch(`${baseUrl}/api/billing/orders/${order.id}`, { headers: bearer(token) });
        return ((await o.json()) as { stage: string }).stage;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe('Completed');
  return order.id;
}

describe('an admin refunds part of an order from the console, and the member sees it', () => {
  it('refunds with a reason on the order screen; her receipt lists the refund', async () => {
    const stamp = Date.now();
    const member = await registerMember(baseUrl, {
      name: 'مريم الكتبي',
      gender: 'female',
      email: `maryam.refund.${stamp}@example.com`,
      phone: `+9715${String(stamp).slice(-8)}`,
    });
    const orderId = await buySixMonths(member.token);

    const page = await consolePage(browser(), 'desktop', L);
    const problems = await watchPage(page, baseUrl);
    await signInConsole(page, baseUrl, L, { email: ADMIN_EMAIL, password: adminPassword });
    await openRoute(page, baseUrl, `/orders/${orderId}/show`, `/api/billing/admin/orders/${orderId}`);
    await page.getByRole('button', { name: t(L, 'mw.billing.refund.action') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: t(L, 'mw.billing.refund.amount') }).fill('50');
    await dialog.getByRole('textbox', { name: t(L, 'mw.billing.refund.reason') }).fill('Goodwill: a week of outage');
    await shot(page, 'admin', 'desktop', 'en-order-refund');
    const refunded = page.waitForResponse(
      (r) => r.url().endsWith(`/api/billing/admin/orders/${orderId}/refund`) && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: t(L, 'mw.billing.refund.confirm') }).click();
    const post = await refunded;
    expect(post.status()).toBe(200);
    expect(JSON.parse(post.request().postData() ?? '{}')).toEqual({
      amountMinor: 5_000,
      reason: 'Goodwill: a week of outage',
      refundedBefore: 0,
    });
    // The screen reads the order again: partly refunded now.
    await page.getByText(t(L, 'mw.billing.payment.PartlyRefunded')).first().waitFor();
    expect(await problems()).toEqual([]);
    await page.context().close();

    // The member's receipt on the site, in Arabic on a phone.
    const site = await newPage(browser(), 'phone', 'ar');
    await site.addInitScript((token) => localStorage.setItem('token', token), member.token);
    await site.goto(`${baseUrl}/order-tracking/${orderId}/receipt`, { waitUntil: 'networkidle' });
    await site.getByText('المدفوع بعد الاسترداد').waitFor();
    await site.getByText(/رُدّ في/).waitFor();
    await site.getByText('مُستردّ جزئيًا').first().waitFor();
    await shot(site, 'admin', 'phone', 'ar-member-receipt-refund');
    await site.context().close();

    const receipt = await fetch(`${baseUrl}/api/billing/orders/${orderId}/receipt`, { headers: bearer(member.token) });
    expect(((await receipt.json()) as { refunds: unknown[] }).refunds).toEqual([
      { amountMinor: 5_000, at: expect.any(String) },
    ]);
  });
});
