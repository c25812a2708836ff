import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { SubscriptionFrame } from './SubscriptionFrame';

describe('subscription page', () => {
  it('shows the two plans of the spec, the year marked Best Value, and no prices', async () => {
    await renderPage(<SubscriptionFrame />, { path: '/subscription' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: '6 months' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 year Best Value' })).toBeInTheDocument();
    expect(screen.getByText('A 14-day free trial')).toBeInTheDocument();
    expect(screen.getByText('A discount of up to 60%')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/AED|\$|€|\d+\.\d{2}/);
  });

  it('says "please select a plan first" when confirming without a plan', async () => {
    await renderPage(<SubscriptionFrame />, { path: '/subscription' });
    const user = userEvent.setup();
    const confirm = screen.getByRole('button', { name: 'Confirm plan' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAccessibleDescription('Choose a plan above to continue.');

    await user.click(confirm);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a plan first');
    expect(screen.getByRole('radio', { name: '6 months' })).toHaveFocus();
    expect(screen.queryByText('Online payment opens soon')).not.toBeInTheDocument();
  });

  it('confirms a chosen plan by explaining that payment opens soon', async () => {
    await renderPage(<SubscriptionFrame />, { path: '/subscription' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm plan' }));
    await user.click(screen.getByRole('radio', { name: '1 year Best Value' }));
    expect(screen.queryByText('Please select a plan first')).not.toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm plan' });
    expect(confirm).toHaveAttribute('aria-disabled', 'false');

    await user.click(confirm);
    expect(screen.getByRole('heading', { name: 'Online payment opens soon' })).toBeInTheDocument();
    expect(screen.getByText(/You chose the 1-year plan\. Nothing has been charged\./)).toBeInTheDocument();
  });

  it('translates the plan texts (Turkish)', async () => {
    await renderPage(<SubscriptionFrame />, { locale: 'tr', path: '/subscription' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Planı onayla' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen önce bir plan seçin');
    expect(screen.getByRole('radio', { name: '1 yıl En avantajlı' })).toBeInTheDocument();
  });
});
