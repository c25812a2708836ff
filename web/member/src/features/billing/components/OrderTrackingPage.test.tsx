import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inDays, openBilling, order, paidOrder, plansAnswer, sent } from '../test/fixtures';
import { OrderTrackingPage } from './OrderTrackingPage';

const plans = { 'GET /api/billing/plans': () => plansAnswer('en') };
const longDate = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso));

const pending = order({
  id: 'o3',
  number: 'MW-000003',
  createdAt: inDays(0),
  checkoutUrl: '/api/billing/pay/sandbox/s3',
});
const completed = paidOrder({ id: 'o2', number: 'MW-000002', createdAt: inDays(-2) });
const declined = order({
  id: 'o1',
  number: 'MW-000001',
  planId: 'six_months',
  months: 6,
  stage: 'NotPaid',
  failure: 'declined',
  checkoutUrl: null,
  totalMinor: 44_100,
  createdAt: inDays(-3),
});
const processing = order({
  id: 'o0',
  number: 'MW-000000',
  stage: 'Processing',
  payment: 'Paid',
  checkoutUrl: null,
  createdAt: inDays(-4),
});

const cardOf = (number: string) => screen.getByRole('article', { name: `Order ${number}` });
const steps = (number: string) =>
  within(cardOf(number))
    .getAllByRole('listitem')
    .map((li) => `${li.textContent}${li.getAttribute('aria-current') ? ' ←' : ''}`);

describe('order tracking', () => {
  it('lists my orders newest first with plan, date, total, payment and stage, and loads more', async () => {
    const { calls, user } = await openBilling(<OrderTrackingPage />, {
      path: '/order-tracking',
      routes: {
        ...plans,
        'GET /api/billing/orders': (_body, url) =>
          url.searchParams.get('cursor') === 'c2'
            ? { body: { items: [processing], next: null } }
            : { body: { items: [pending, completed, declined], next: 'c2' } },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Order tracking' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order MW-000003' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
      'newest first',
    ).toEqual(['Order MW-000003', 'Order MW-000002', 'Order MW-000001']);

    const waiting = cardOf('MW-000003');
    expect(within(waiting).getByText('1 year')).toBeInTheDocument();
    expect(within(waiting).getByText('AED 504.00')).toBeInTheDocument();
    expect(within(waiting).getByText(longDate(pending.createdAt))).toBeInTheDocument();
    expect(within(waiting).getByText('Not paid')).toHaveClass('pay-chip--unpaid');
    expect(steps('MW-000003')).toEqual(['1Awaiting payment ←', '2Activation', '3Completed']);
    expect(within(waiting).getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      '/api/billing/pay/sandbox/s3',
    );

    const done = cardOf('MW-000002');
    expect(within(done).getByText('Paid')).toHaveClass('pay-chip--paid');
    expect(steps('MW-000002')).toEqual(['Payment received', 'Plan activated', 'Completed ←']);
    expect(within(done).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      '/en/order-tracking/o2/receipt',
    );
    expect(within(done).queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();

    const failed = cardOf('MW-000001');
    expect(within(failed).getByText('6 months')).toBeInTheDocument();
    expect(within(failed).getByText('AED 441.00')).toBeInTheDocument();
    expect(within(failed).getByText(/Your card was declined/)).toBeInTheDocument();
    expect(within(failed).queryByRole('list')).not.toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Choose a plan again' })).toHaveAttribute(
      'href',
      '/en/subscription?plan=six_months',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const older = await screen.findByRole('heading', { name: 'Order MW-000000' });
    await waitFor(() => expect(older).toHaveFocus());
    expect(steps('MW-000000')).toEqual(['Payment received', '2Activating your plan ←', '3Completed']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sent(calls, 'GET', '/api/billing/orders').map((c) => c.url.searchParams.get('cursor'))).toEqual([
      null,
      'c2',
    ]);
  });

  it('says when there is no order yet, with the way to the plans', async () => {
    await openBilling(<OrderTrackingPage />, {
      path: '/order-tracking',
      routes: { ...plans, 'GET /api/billing/orders': () => ({ body: { items: [], next: null } }) },
    });
    expect(await screen.findByText('You have not ordered a plan yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/en/subscription');
  });

  it('says when the orders cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = await openBilling(<OrderTrackingPage />, {
      path: '/order-tracking',
      routes: {
        ...plans,
        'GET /api/billing/orders': () =>
          fail
            ? {
                status: 503,
                body: {
                  type: 'x',
                  title: 'x',
                  status: 503,
                  code: 'unavailable',
                  messageKey: 'error.unavailable',
                  detail: 'x',
                },
              }
            : { body: { items: [completed], next: null } },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order MW-000002' })).toBeInTheDocument();
  });

  it('writes the stages in Arabic', async () => {
    await openBilling(<OrderTrackingPage />, {
      path: '/order-tracking',
      locale: 'ar',
      routes: {
        'GET /api/billing/plans': () => plansAnswer('ar', { six_months: '6 أشهر', one_year: 'سنة واحدة' }),
        'GET /api/billing/orders': () => ({ body: { items: [completed], next: null } }),
      },
    });
    const card = await screen.findByRole('article', { name: 'الطلب MW-000002' });
    expect(within(card).getByText('سنة واحدة')).toBeInTheDocument();
    expect(within(card).getByText('مدفوع')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'مراحل الطلب MW-000002' })).toHaveTextContent(
      'تم استلام الدفعةتم تفعيل الباقةمكتمل',
    );
  });
});
