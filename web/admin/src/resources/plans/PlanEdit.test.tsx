import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpdateParams } from 'react-admin';
import type { AdminPlan } from '@mawadda/contracts';
import { renderInAdmin } from '../../test/render';
import { PlanEdit } from './PlanEdit';

const names = { ar: 'ستة أشهر', en: '6 months', ur: 'چھ ماہ', fa: 'شش ماه', tr: '6 ay' };
const plan: AdminPlan = {
  id: 'six_months',
  months: 6,
  names,
  bestValue: false,
  currency: 'AED',
  listPriceMinor: 24000,
  priceMinor: 19900,
  discountPercent: 17,
  vatBasisPoints: 500,
  vatMinor: 995,
  totalMinor: 20895,
  perMonthMinor: 3482,
  updatedAt: '2026-05-01T00:00:00Z',
};

afterEach(() => vi.unstubAllGlobals());

async function editPlan() {
  // Billing answers the plans in one `{ items }` piece (unit test stand-in for the API).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url) === '/api/billing/admin/plans'
        ? new Response(JSON.stringify({ items: [plan] }), { headers: { 'Content-Type': 'application/json' } })
        : new Response('{}', { status: 404 }),
    ),
  );
  const updates: UpdateParams[] = [];
  const update = (_: string, params: UpdateParams) => {
    updates.push(params);
    return Promise.resolve({ data: { ...plan, ...params.data } }) as never;
  };
  await renderInAdmin(
    <Routes>
      <Route path="/plans/:id" element={<PlanEdit />} />
      <Route path="/plans" element={<p>plans list</p>} />
    </Routes>,
    { role: 'admin', resource: 'plans', path: '/plans/six_months', dataProvider: { update } },
  );
  return updates;
}

describe('Plan edit', () => {
  it('shows fils as dirhams and sends exactly { listPriceMinor, priceMinor, names } in fils', async () => {
    const updates = await editPlan();
    const price = await screen.findByLabelText('Price (AED)');
    expect(price).toHaveValue(199);
    expect(screen.getByLabelText('List price (AED)')).toHaveValue(240);

    fireEvent.change(price, { target: { value: '150.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.id).toBe('six_months');
    expect(updates[0]!.data).toEqual({ listPriceMinor: 24000, priceMinor: 15050, names });
    // Plans are never deleted: the form has no Delete button.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('refuses a price above the list price or more than 60% below it', async () => {
    const updates = await editPlan();
    const price = await screen.findByLabelText('Price (AED)');

    fireEvent.change(price, { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The price cannot be above the list price.')).toBeInTheDocument();

    fireEvent.change(price, { target: { value: '95.99' } });
    expect(
      await screen.findByText('The price cannot be more than 60% below the list price.'),
    ).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });
});
