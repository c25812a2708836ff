import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder } from '@mawadda/contracts';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { OrderShow } from './OrderShow';

const order: AdminOrder = {
  id: 'order-1',
  number: 'MW-000123',
  memberId: 'member-1',
  kind: 'purchase',
  planId: 'six_months',
  months: 6,
  stage: 'Completed',
  payment: 'Paid',
  failure: null,
  currency: 'AED',
  listPriceMinor: 60_000,
  priceMinor: 30_000,
  creditMinor: 0,
  amountMinor: 30_000,
  vatMinor: 1_500,
  totalMinor: 31_500,
  subscriptionId: 'sub-1',
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:01:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  refundedMinor: 0,
  refundableMinor: 31_500,
  dispute: null,
};

const open = (record: AdminOrder, refundOrder = vi.fn()) =>
  renderInAdmin(
    <Routes>
      <Route path="/orders/:id/show/*" element={<OrderShow />} />
    </Routes>,
    {
      resource: 'orders',
      path: `/orders/${record.id}/show`,
      // The member link reads the member's name (none needed here).
      dataProvider: { getOne: async () => ({ data: record }), getMany: async () => ({ data: [] }), refundOrder },
    },
  );

describe('order page', () => {
  it('refunds part of an order with a reason, sending what it showed as refunded before', async () => {
    const refundOrder = vi.fn(async () => ({
      data: { ...order, payment: 'PartlyRefunded', refundedMinor: 10_000, refundableMinor: 21_500 },
    }));
    await open(order, refundOrder);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order MW-000123' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (AED)' });
    // Everything left is offered first.
    expect(amount).toHaveValue('315');
    const confirm = within(dialog).getByRole('button', { name: 'Refund' });
    fireEvent.change(amount, { target: { value: '100' } });
    // No reason yet: nothing to send.
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'A week of outage' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(refundOrder).toHaveBeenCalledWith('order-1', {
        amountMinor: 10_000,
        reason: 'A week of outage',
        refundedBefore: 0,
      }),
    );
  });

  it('refuses more than is left, and offers no refund when nothing is left', async () => {
    const refundOrder = vi.fn();
    const { unmount } = await open({ ...order, refundedMinor: 30_000, refundableMinor: 1_500, payment: 'PartlyRefunded' }, refundOrder);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount (AED)' }), { target: { value: '15.01' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'too much' } });
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeDisabled();
    expect(within(dialog).getByText(/at most what is left/)).toBeVisible();
    unmount();

    await open({ ...order, payment: 'Refunded', refundedMinor: 31_500, refundableMinor: 0 });
    expect(await screen.findByText('MW-000123')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(refundOrder).not.toHaveBeenCalled();
  });

  it('flags an open dispute for staff', async () => {
    await open({ ...order, dispute: 'open' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/renewals are held until the bank decides/);
  });
});
