import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { uuidv7 } from '@mawadda/kit';
import { SANDBOX_TEST_CARDS } from '../../src/payments/sandbox/index.js';
import { cardForm, digitsOf, orderInput, PATH_BASE, startSandbox, type Sandbox } from './sandbox-harness.js';

// The sandbox's hosted pages as a member's browser meets them: field errors, decided and unknown
// checkouts, locale and direction, escaping, and what the pages may load.

const { pays, declined } = SANDBOX_TEST_CARDS;

let s: Sandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(async () => {
  await s?.close();
});

describe('card form errors', () => {
  const cases: [string, Record<string, string>, string, string][] = [
    [
      'a number that fails Luhn',
      cardForm('4242 4242 4242 4241'),
      'card-number',
      'This card number is not valid.',
    ],
    ['no number', cardForm(''), 'card-number', 'Enter the card number.'],
    [
      'an expiry in the past',
      cardForm(pays.number, { expiry: '12/29' }),
      'card-expiry',
      'This card has expired.',
    ],
    [
      'an expiry that is not MM/YY',
      cardForm(pays.number, { expiry: '13/40' }),
      'card-expiry',
      'Write the expiry as MM/YY.',
    ],
    ['no CVC', cardForm(pays.number, { cvc: '' }), 'card-cvc', 'Enter the CVC.'],
  ];
  for (const [what, form, field, message] of cases)
    it(`shows the form again (422) for ${what}, and the session is unchanged`, async () => {
      const { checkout } = await s.open();
      const before = await s.sessionRow(checkout.sessionId);
      const res = await s.submit(checkout, form);
      expect(res.status).toBe(422);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain(`id="${field}-error"`);
      expect(res.text).toContain(message);
      expect(res.text).toContain('aria-invalid="true"');
      expect(res.text).toContain('value="Test Member"');
      if (form.number) expect(res.text).not.toContain(digitsOf(form.number));
      expect(await s.sessionRow(checkout.sessionId)).toEqual(before);
      expect(await s.count('webhook_events', sql`session_id = ${checkout.sessionId}`)).toBe(0);
    });

  it('still pays this month with an expiry of this month, and with a number typed without spaces', async () => {
    const { checkout } = await s.open();
    const res = await s.submit(checkout, cardForm(digitsOf(pays.number), { expiry: '01/30' }));
    expect(res.status).toBe(303);
    expect(await s.eventOf(checkout.sessionId)).toMatchObject({ type: 'checkout.succeeded' });
  });

  it('answers a form body that is too large with a page (413)', async () => {
    const { checkout } = await s.open();
    const res = await s.submit(checkout, cardForm(pays.number, { name: 'x'.repeat(10_000) }));
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect((await s.sessionRow(checkout.sessionId)).status).toBe('open');
  });
});

describe('decided and unknown sessions', () => {
  it('sends a decided session back to the site, without a second charge', async () => {
    const { input, checkout } = await s.open();
    await s.submit(checkout, cardForm(pays.number));
    await s.eventOf(checkout.sessionId);
    const again = await s.submit(checkout, cardForm(pays.number));
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe(input.returnUrl);
    const page = await request(s.app).get(checkout.url);
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe(input.returnUrl);
    expect(await s.count('payment_methods', sql`session_id = ${checkout.sessionId}`)).toBe(1);
    expect(await s.count('webhook_events', sql`session_id = ${checkout.sessionId}`)).toBe(1);
  });

  it('decides a session once when two submits race', async () => {
    const { checkout } = await s.open();
    const answers = await Promise.all([
      s.submit(checkout, cardForm(pays.number)),
      s.submit(checkout, cardForm(declined.number)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    expect(await s.count('webhook_events', sql`session_id = ${checkout.sessionId}`)).toBe(1);
  });

  it('answers an unknown checkout with a 404 page', async () => {
    for (const id of [uuidv7(), 'not-a-session']) {
      const page = await request(s.app).get(`${PATH_BASE}/checkout/${id}`).set('Accept-Language', 'en');
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain('Checkout not found');
      // Without a session to say the language, the request's decides (Arabic by default).
      const ar = await request(s.app).get(`${PATH_BASE}/checkout/${id}`);
      expect(ar.text).toContain('<html lang="ar" dir="rtl">');
      const post = await request(s.app)
        .post(`${PATH_BASE}/checkout/${id}`)
        .type('form')
        .send(cardForm(pays.number));
      expect(post.status).toBe(404);
    }
  });
});

describe('the hosted page', () => {
  it('is in the session locale, right to left for ar, ur and fa, and shows the order', async () => {
    for (const [locale, dir, testMode] of [
      ['ar', 'rtl', 'وضع الاختبار'],
      ['ur', 'rtl', 'ٹیسٹ موڈ'],
      ['fa', 'rtl', 'حالت آزمایشی'],
      ['en', 'ltr', 'TEST MODE'],
      ['tr', 'ltr', 'TEST MODU'],
    ] as const) {
      const { input, checkout } = await s.open({ locale, amountMinor: 123_450 });
      const page = await request(s.app).get(checkout.url);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<html lang="${locale}" dir="${dir}">`);
      expect(page.text).toContain(input.orderNumber);
      const amount = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'AED',
        minimumFractionDigits: 2,
      });
      expect(page.text).toContain(amount.format(1234.5));
      // Every sandbox page says it takes no real money, in her language.
      expect(page.text).toContain(testMode);
      for (const card of Object.values(SANDBOX_TEST_CARDS)) expect(page.text).toContain(card.number);
    }
  });

  it('escapes what it shows: a description with a script stays text', async () => {
    const { checkout } = await s.open({
      locale: 'ar',
      description: '<script>alert("x")</script> & "quotes"',
      orderNumber: '<b>MW-1</b>',
    });
    const page = await request(s.app).get(checkout.url);
    expect(page.text).toContain('dir="rtl"');
    expect(page.text).not.toContain('<script');
    expect(page.text).not.toContain('<b>');
    expect(page.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(page.text).toContain('&lt;b&gt;MW-1&lt;/b&gt;');
  });

  it('needs no inline script or style, is never cached, and serves its stylesheet', async () => {
    const { checkout } = await s.open({ returnUrl: 'https://site.example/en/billing/result' });
    const page = await request(s.app).get(checkout.url);
    expect(page.headers['cache-control']).toBe('no-store');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("form-action 'self' https://site.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.text).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.text).toContain(`<link rel="stylesheet" href="${PATH_BASE}/sandbox.css">`);
    const css = await request(s.app).get(`${PATH_BASE}/sandbox.css`);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.text).toContain('.banner');
  });

  it('refuses a return URL that is not a page of a site', async () => {
    for (const returnUrl of ['javascript:alert(1)', '//evil.example/x', 'ftp://x.example/']) {
      await expect(s.provider.createCheckout(orderInput({ returnUrl }))).rejects.toThrow(TypeError);
    }
  });
});
