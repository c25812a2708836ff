import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBilling, ORDER_ID, plansAnswer, problem, receipt } from '../test/fixtures';
import { ReceiptPage } from './ReceiptPage';

const RECEIPT_PATH = `/api/billing/orders/${ORDER_ID}/receipt`;

/** The receipt's figures as the member reads them: each row's label and amount. */
const figures = () =>
  within(screen.getByRole('table', { name: 'Amounts' }))
    .getAllByRole('row')
    // Intl writes a no-break space between the currency and the figure.
    .map((row) => [
      row.querySelector('th')!.textContent,
      row.querySelector('td')!.textContent!.replace(/\u00a0/g, ' '),
    ]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('receipt', () => {
  it('shows the seller with its TRN, the order, every figure down to the total, and the card', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openBilling(<ReceiptPage />, {
      path: `/order-tracking/${ORDER_ID}/receipt`,
      routePath: '/order-tracking/:id/receipt',
      routes: {
        'GET /api/billing/plans': () => plansAnswer('en'),
        [`GET ${RECEIPT_PATH}`]: () => ({ body: receipt() }),
      },
    });
    await screen.findByRole('table', { name: 'Amounts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('Tax invoice')).toBeInTheDocument();
    expect(screen.getByText('MW-000123')).toBeInTheDocument();
    expect(screen.getByText('Mawadda FZ-LLC')).toBeInTheDocument();
    expect(screen.getByText('100123456700003')).toBeInTheDocument();
    expect(screen.getByText('Huda Saleh')).toBeInTheDocument();
    expect(figures()).toEqual([
      ['Item', '1 year (12 months)'],
      ['List price', 'AED 1,200.00'],
      ['Discount', '-AED 720.00'],
      ['Price before VAT', 'AED 480.00'],
      ['VAT (5%)', 'AED 24.00'],
      ['Total', 'AED 504.00'],
    ]);
    expect(screen.getByText('Paid with Visa ending in 4242')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('takes the credit of an upgraded plan off before VAT', async () => {
    await openBilling(<ReceiptPage />, {
      path: `/order-tracking/${ORDER_ID}/receipt`,
      routePath: '/order-tracking/:id/receipt',
      routes: {
        'GET /api/billing/plans': () => plansAnswer('en'),
        [`GET ${RECEIPT_PATH}`]: () => ({
          body: receipt({ creditMinor: 21_000, vatMinor: 1_350, totalMinor: 28_350 }),
        }),
      },
    });
    await screen.findByRole('table', { name: 'Amounts' });
    expect(figures()).toEqual([
      ['Item', '1 year (12 months)'],
      ['List price', 'AED 1,200.00'],
      ['Discount', '-AED 720.00'],
      ['Credit for your current plan', '-AED 210.00'],
      ['Price before VAT', 'AED 270.00'],
      ['VAT (5%)', 'AED 13.50'],
      ['Total', 'AED 283.50'],
    ]);
  });

  it('lists each refund under the total and what was kept, with the payment marked refunded', async () => {
    await openBilling(<ReceiptPage />, {
      path: `/order-tracking/${ORDER_ID}/receipt`,
      routePath: '/order-tracking/:id/receipt',
      routes: {
        'GET /api/billing/plans': () => plansAnswer('en'),
        [`GET ${RECEIPT_PATH}`]: () => ({
          body: receipt({ payment: 'PartlyRefunded', refundedMinor: 10_000 }, [
            { amountMinor: 10_000, at: '2026-03-02T10:00:00.000Z' },
          ]),
        }),
      },
    });
    await screen.findByRole('table', { name: 'Amounts' });
    expect(figures().slice(-3)).toEqual([
      ['Total', 'AED 504.00'],
      ['Refunded on March 2, 2026', '-AED 100.00'],
      ['Paid after refunds', 'AED 404.00'],
    ]);
    expect(screen.getByText('Partly refunded')).toBeInTheDocument();
  });

  it('says a receipt comes once the order is paid (404 before)', async () => {
    await openBilling(<ReceiptPage />, {
      path: `/order-tracking/${ORDER_ID}/receipt`,
      routePath: '/order-tracking/:id/receipt',
      routes: {
        'GET /api/billing/plans': () => plansAnswer('en'),
        [`GET ${RECEIPT_PATH}`]: () => problem(404, 'order_not_paid', 'billing.error.orderNotPaid'),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'There is no receipt for this order yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to order tracking' })).toHaveAttribute(
      'href',
      '/en/order-tracking',
    );
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('reads in Arabic, with the TRN and order number kept left to right', async () => {
    await openBilling(<ReceiptPage />, {
      path: `/order-tracking/${ORDER_ID}/receipt`,
      routePath: '/order-tracking/:id/receipt',
      locale: 'ar',
      routes: {
        'GET /api/billing/plans': () => plansAnswer('ar', { six_months: '6 أشهر', one_year: 'سنة واحدة' }),
        [`GET ${RECEIPT_PATH}`]: () => ({ body: receipt() }),
      },
    });
    await screen.findByRole('table', { name: 'المبالغ' });
    expect(screen.getByRole('heading', { level: 1, name: 'إيصال' })).toBeInTheDocument();
    expect(screen.getByText('100123456700003')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('MW-000123')).toHaveAttribute('dir', 'ltr');
    const rows = within(screen.getByRole('table', { name: 'المبالغ' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('سنة واحدة (12 شهرًا)');
    expect(rows.at(-1)).toHaveTextContent(/الإجمالي\s*\S*504\.00\s*د\.إ\./);
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
  });
});
