import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot, type ViewportName } from './browser.js';
import { bearer, json, registerMember, type Member } from './members.js';

const baseUrl = inject('baseUrl');
const JOURNEY = 'billing';

const browser = useBrowser();

/** What the member reads on this journey (the catalogues' real texts). */
const T = {
  ar: {
    title: 'باقات الاشتراك',
    trialOffer: 'ابدأ تجربتك المجانية لمدة 14 يومًا',
    startTrial: 'ابدأ التجربة المجانية',
    trialing: 'تجربتك المجانية سارية',
    confirm: 'التأكيد والدفع',
    selectFirst: 'يرجى اختيار باقة أولًا',
    subscribed: /^تم الاشتراك في باقة .+/,
    failed: 'لم تكتمل عملية الدفع',
    declined: 'رُفضت بطاقتك',
    toOrders: 'الانتقال إلى تتبع الطلبات',
    orders: 'تتبع الطلبات',
    receipt: 'الإيصال',
    receiptTitle: 'إيصال',
    figures: 'المبالغ',
    paidWith: 'دُفع ببطاقة Visa المنتهية بـ 4242',
    paid: 'مدفوع',
    notPaid: 'غير مدفوع',
    completed: 'مكتمل',
    yourPlan: /^باقتك: .+/,
  },
  en: {
    title: 'Subscription plans',
    subscribed: /^Subscribed to plan .+/,
    failed: 'Payment not completed',
    orders: 'Order tracking',
    receiptTitle: 'Receipt',
    figures: 'Amounts',
    yourPlan: /^Your plan: .+/,
  },
} as const;

/** The sandbox's test cards (services/billing/src/payments/sandbox/test-cards.ts). */
const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
/** An expiry a few years ahead, as the card form wants it (MM/YY). */
const EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

const prefix = (locale: 'ar' | 'en') => (locale === 'ar' ? '' : '/en');

/** Billing hears of a new account by auth's event: wait until it knows the member. */
async function billingKnows(member: Member) {
  await expect
    .poll(
      async () =>
        (await fetch(`${baseUrl}/api/billing/me`, { headers: { ...json, ...bearer(member.token) } })).status,
      {
        timeout: 20_000,
        interval: 300,
      },
    )
    .toBe(200);
}

async function billingMe(member: Member) {
  const res = await fetch(`${baseUrl}/api/billing/me`, { headers: { ...json, ...bearer(member.token) } });
  return (await res.json()) as { state: string; active: boolean; subscription: { planId: string } | null };
}

async function ordersOf(member: Member) {
  const res = await fetch(`${baseUrl}/api/billing/orders`, { headers: { ...json, ...bearer(member.token) } });
  return (await res.json()) as { items: { id: string; stage: string; payment: string; planId: string }[] };
}

/** A browser page signed in as `member` (the token where the site keeps it), in `browserLanguage`. */
async function signedIn(viewport: ViewportName, member: Member, browserLanguage = 'ar') {
  const page = await newPage(browser(), viewport, browserLanguage);
  await page.addInitScript((token) => localStorage.setItem('token', token), member.token);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** On the provider's hosted checkout: the card, its expiry, CVC and name, then Pay. */
async function pay(page: Page, card: string, name: string) {
  await page.waitForURL(/\/api\/billing\/pay\/sandbox\//, { timeout: 20_000 });
  await page.locator('input[name="number"]').fill(card);
  await page.locator('input[name="expiry"]').fill(EXPIRY);
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="name"]').fill(name);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/subscription\/result\?order=/, { timeout: 20_000 });
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('order') ?? '';

/** The member's pages of this journey, in a language and on a screen, each kept as a screenshot. */
async function tour(page: Page, viewport: ViewportName, locale: 'ar' | 'en', orderId: string) {
  const t = T[locale];
  const p = prefix(locale);
  await page.goto(`${baseUrl}${p}/subscription`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await page.getByRole('heading', { level: 2, name: t.yourPlan }).waitFor();
  await shot(page, JOURNEY, viewport, `${locale}-subscription-active`);

  await page.goto(`${baseUrl}${p}/subscription/result?order=${orderId}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 2, name: t.subscribed }).waitFor({ timeout: 20_000 });
  await shot(page, JOURNEY, viewport, `${locale}-result-completed`);

  await page.goto(`${baseUrl}${p}/order-tracking`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: t.orders }).waitFor();
  await page.locator('.order-card').first().waitFor();
  await shot(page, JOURNEY, viewport, `${locale}-order-tracking`);

  await page.goto(`${baseUrl}${p}/order-tracking/${orderId}/receipt`, { waitUntil: 'networkidle' });
  await page.getByRole('table', { name: t.figures }).waitFor();
  await shot(page, JOURNEY, viewport, `${locale}-receipt`);
}

describe('billing in Arabic: free trial, a year paid by card, a declined card', () => {
  let huda: Member;
  let khalid: Member;
  let paidOrderId = '';
  let declinedOrderId = '';

  it('the billing service answers through the gateway', async () => {
    // Without it the journey below cannot pass; say so plainly rather than time out on a button.
    const res = await fetch(`${baseUrl}/api/billing/plans?lang=ar`);
    expect(res.status, 'GET /api/billing/plans is not served yet').toBe(200);
    const plans = (await res.json()) as { items: { id: string }[] };
    expect(plans.items.map((p) => p.id).sort()).toEqual(['one_year', 'six_months']);
  });

  it('a new member starts the trial, buys a year with the test card, and finds the order and its receipt', async () => {
    huda = await registerMember(baseUrl, {
      name: 'هدى صالح',
      gender: 'female',
      email: 'huda.billing.e2e@example.com',
      phone: '+971 50 915 2201',
    });
    await billingKnows(huda);
    const { page, errors } = await signedIn('phone', huda);
    const t = T.ar;

    await page.goto(`${baseUrl}/subscription`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: t.trialOffer }).waitFor();
    await page.locator('.plan-card').nth(1).waitFor();
    await shot(page, JOURNEY, 'phone', 'ar-subscription-trial-offer');

    // The free trial: no payment details, one press.
    await page.getByRole('button', { name: t.startTrial }).click();
    await page.getByRole('heading', { level: 2, name: t.trialing }).waitFor();
    expect(await billingMe(huda)).toMatchObject({ state: 'trialing', active: true });
    await shot(page, JOURNEY, 'phone', 'ar-subscription-trialing');

    // A year, confirmed, paid on the provider's page.
    await page.locator('input[name="plan"][value="one_year"]').check();
    await page.getByRole('button', { name: t.confirm }).click();
    await page.waitForURL(/\/api\/billing\/pay\/sandbox\//, { timeout: 20_000 });
    await shot(page, JOURNEY, 'phone', 'ar-checkout');
    await pay(page, CARDS.pays, 'Huda Saleh');
    paidOrderId = orderIdOf(page);
    await page.getByRole('heading', { level: 2, name: t.subscribed }).waitFor({ timeout: 30_000 });
    await shot(page, JOURNEY, 'phone', 'ar-result-completed');
    expect(await billingMe(huda)).toMatchObject({
      state: 'active',
      active: true,
      subscription: { planId: 'one_year' },
    });

    // Order tracking: the order Completed and Paid.
    await page.getByRole('link', { name: t.toOrders }).click();
    await page.getByRole('heading', { level: 1, name: t.orders }).waitFor();
    const card = page.locator('.order-card').first();
    await card.waitFor();
    expect(await card.locator('.pay-chip').textContent()).toContain(t.paid);
    expect(await card.locator('[aria-current="step"]').textContent()).toContain(t.completed);
    await shot(page, JOURNEY, 'phone', 'ar-order-tracking');

    // Its receipt, with the card's last four digits.
    await card.getByRole('link', { name: t.receipt }).click();
    await page.getByRole('table', { name: t.figures }).waitFor();
    await page.getByText(t.paidWith).waitFor();
    await shot(page, JOURNEY, 'phone', 'ar-receipt');
    // Printed, the receipt stands alone: no header, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: t.figures }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    const orders = await ordersOf(huda);
    expect(orders.items).toEqual([
      expect.objectContaining({ id: paidOrderId, stage: 'Completed', payment: 'Paid' }),
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('another member pays six months with a declined card: one order (a double click), Not paid, and the way back', async () => {
    khalid = await registerMember(baseUrl, {
      name: 'خالد أمين',
      gender: 'male',
      email: 'khalid.billing.e2e@example.com',
      phone: '+966 55 915 2202',
    });
    await billingKnows(khalid);
    const { page, errors } = await signedIn('desktop', khalid);
    const t = T.ar;

    await page.goto(`${baseUrl}/subscription`, { waitUntil: 'networkidle' });
    await page.locator('.plan-card').nth(1).waitFor();
    // Confirming with no plan chosen says so and sends nothing.
    // The button is aria-disabled (focusable, pressable) until a plan is chosen, which Playwright
    // reads as "not enabled": press it the way a member can anyway.
    await page.getByRole('button', { name: t.confirm }).click({ force: true });
    await page.getByRole('alert').filter({ hasText: t.selectFirst }).waitFor();
    await shot(page, JOURNEY, 'desktop', 'ar-subscription-select-first');

    await page.locator('input[name="plan"][value="six_months"]').check();
    await page.getByRole('button', { name: t.confirm }).dblclick();
    await pay(page, CARDS.declined, 'Khalid Amin');
    declinedOrderId = orderIdOf(page);
    await page.getByRole('heading', { level: 2, name: t.failed }).waitFor({ timeout: 30_000 });
    await page.getByText(t.declined).first().waitFor();
    await shot(page, JOURNEY, 'desktop', 'ar-result-declined');

    const orders = await ordersOf(khalid);
    expect(orders.items).toEqual([
      expect.objectContaining({
        id: declinedOrderId,
        stage: 'NotPaid',
        payment: 'NotPaid',
        planId: 'six_months',
      }),
    ]);
    expect(await billingMe(khalid)).toMatchObject({ active: false });

    await page.goto(`${baseUrl}/order-tracking`, { waitUntil: 'networkidle' });
    const card = page.locator('.order-card').first();
    await card.waitFor();
    expect(await card.locator('.pay-chip').textContent()).toContain(t.notPaid);
    await shot(page, JOURNEY, 'desktop', 'ar-order-tracking-declined');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['desktop', 'ar'],
    ['desktop', 'en'],
    ['phone', 'en'],
  ] as const)('the pages on a %s in %s', async (viewport, locale) => {
    expect(paidOrderId, 'the paid order of the journey above').not.toBe('');
    const { page, errors } = await signedIn(viewport, huda, locale);
    await tour(page, viewport, locale, paidOrderId);
    await page.context().close();
    const other = await signedIn(viewport, khalid, locale);
    await other.page.goto(`${baseUrl}${prefix(locale)}/subscription/result?order=${declinedOrderId}`, {
      waitUntil: 'networkidle',
    });
    await other.page.getByRole('heading', { level: 2, name: T[locale].failed }).waitFor({ timeout: 20_000 });
    await shot(other.page, JOURNEY, viewport, `${locale}-result-declined`);
    await other.page.context().close();
    expect([...errors, ...other.errors]).toEqual([]);
  });
});
