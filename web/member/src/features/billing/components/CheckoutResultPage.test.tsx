import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@mawadda/contracts';
import { me, openBilling, order, ORDER_ID, paidOrder, plansAnswer, sent, subscribed } from '../test/fixtures';
import { CheckoutResultPage } from './CheckoutResultPage';

const ORDER_PATH = `/api/billing/orders/${ORDER_ID}`;

/** Answers the order's stages one read after another, staying on the last. */
const stages = (...answers: Order[]) => {
  let i = 0;
  return () => ({ body: answers[Math.min(i++, answers.length - 1)] });
};

const open = (
  routes: Parameters<typeof openBilling>[1]['routes'],
  { limitMs = 60_000, locale = 'en' as const } = {},
) =>
  openBilling(<CheckoutResultPage pollMs={20} limitMs={limitMs} />, {
    path: `/subscription/result?order=${ORDER_ID}`,
    routePath: '/subscription/result',
    locale,
    routes: { 'GET /api/billing/plans': () => plansAnswer('en'), ...routes },
  });

/**
 * Whether polling has stopped is a question about time: the test's clock (which also follows the
 * real one, so the page and its queries run as usual) is moved on by hand, well past many ticks.
 */
const testClock = () => vi.useFakeTimers({ shouldAdvanceTime: true });
const ticksLater = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
afterEach(() => {
  vi.useRealTimers();
});

describe('payment result page', () => {
  it('waits for billing while the order is Pending then Processing, then says the plan is subscribed', async () => {
    testClock();
    let standing = me();
    const { calls } = await open({
      [`GET ${ORDER_PATH}`]: stages(order(), order({ stage: 'Processing', payment: 'Paid' }), paidOrder()),
      'GET /api/billing/me': () => ({ body: standing }),
    });
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    // Billing applies the plan when the payment's webhook lands: the standing is read again then.
    standing = subscribed('one_year');

    const outcome = await screen.findByRole('heading', { name: 'Subscribed to plan 1 year' });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.getByRole('link', { name: 'View the receipt' })).toHaveAttribute(
      'href',
      `/en/order-tracking/${ORDER_ID}/receipt`,
    );
    const steps = screen.getByRole('list', { name: 'Progress of order MW-000123' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Payment received', 'Plan activated', 'Completed']);
    await waitFor(() => expect(screen.getByTestId('is-subscription')).toHaveTextContent('true'));
    const reads = sent(calls, 'GET', ORDER_PATH).length;
    expect(reads).toBeGreaterThanOrEqual(3);
    // Settled: no more asking.
    await ticksLater(200);
    expect(sent(calls, 'GET', ORDER_PATH)).toHaveLength(reads);
  });

  it('says why a payment failed, with the way back to the same plan', async () => {
    await open({
      [`GET ${ORDER_PATH}`]: stages(
        order(),
        order({ stage: 'NotPaid', failure: 'declined', checkoutUrl: null }),
      ),
      'GET /api/billing/me': () => ({ body: me() }),
    });
    const outcome = await screen.findByRole('heading', { name: 'Payment not completed' });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(
      screen.getAllByText(
        /Your card was declined\. Nothing was charged; you can try again with another card\./,
      ),
    ).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/en/subscription?plan=one_year',
    );
    expect(screen.getByTestId('is-subscription')).toHaveTextContent('false');
  });

  it('after the time limit says the payment is still being processed, and where to follow it', async () => {
    testClock();
    const { calls } = await open(
      { [`GET ${ORDER_PATH}`]: () => ({ body: order({ stage: 'Processing', payment: 'Paid' }) }) },
      { limitMs: 150 },
    );
    expect(
      await screen.findByRole('heading', { name: 'Your payment is still being processed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to order tracking' })).toHaveAttribute(
      'href',
      '/en/order-tracking',
    );
    // Polling has stopped. A 20 ms tick already due as the page changed may still go out (React
    // hands the query its new options just after the commit, and a busy machine can tick between):
    // let it pass, then no read at all for five ticks.
    await ticksLater(40);
    const reads = sent(calls, 'GET', ORDER_PATH).length;
    await ticksLater(200);
    expect(sent(calls, 'GET', ORDER_PATH)).toHaveLength(reads);
  });

  it('says so when the order is unknown, and when no order is named', async () => {
    await open({});
    expect(await screen.findByRole('heading', { name: 'We could not find this order.' })).toBeInTheDocument();
  });

  it('writes the outcome in Arabic', async () => {
    await openBilling(<CheckoutResultPage pollMs={20} />, {
      path: `/subscription/result?order=${ORDER_ID}`,
      routePath: '/subscription/result',
      locale: 'ar',
      routes: {
        'GET /api/billing/plans': () => plansAnswer('ar', { six_months: '6 أشهر', one_year: 'سنة واحدة' }),
        [`GET ${ORDER_PATH}`]: () => ({ body: paidOrder() }),
        'GET /api/billing/me': () => ({ body: subscribed('one_year') }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'تم الاشتراك في باقة سنة واحدة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض الإيصال' })).toHaveAttribute(
      'href',
      `/order-tracking/${ORDER_ID}/receipt`,
    );
  });
});

describe('payment result page without an order', () => {
  it('points to order tracking', async () => {
    const { calls } = await openBilling(<CheckoutResultPage />, {
      path: '/subscription/result',
      routes: { 'GET /api/billing/me': () => ({ body: me() }) },
    });
    expect(await screen.findByRole('heading', { name: 'No order to show' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/billing/orders'))).toHaveLength(0);
  });
});
