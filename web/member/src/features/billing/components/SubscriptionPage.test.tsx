import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveForCheckout } from '../lib/leave-for-checkout';
import {
  inDays,
  oneYear,
  sixMonths,
  me,
  openBilling,
  order,
  plansAnswer,
  problem,
  sent,
  subscribed,
  trialing,
} from '../test/fixtures';
import { SubscriptionPage } from './SubscriptionPage';

const longDate = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso));
const plans = { 'GET /api/billing/plans': () => plansAnswer('en') };

/** The card (label) of the plan whose radio has this name. */
const card = async (name: string) => (await screen.findByRole('radio', { name })).closest('label')!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('subscription page: the plans', () => {
  it('shows each plan by its price a month, then what is charged, the list price struck through, VAT and total', async () => {
    const { calls } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      guest: true,
      routes: plans,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeInTheDocument();
    const year = await card('1 year Best Value');
    // Whole amounts carry no ".00".
    expect(within(year).getByText('AED 42')).toHaveClass('plan-card__price');
    expect(within(year).getByText('AED 504 for 1 year, VAT included')).toBeInTheDocument();
    expect(within(year).getByText('Price before VAT').nextSibling).toHaveTextContent('AED 480');
    expect(within(year).getByText('AED 1,200').closest('s')).not.toBeNull();
    expect(within(year).getByText('-60%')).toBeInTheDocument();
    expect(within(year).getByText('60% off')).toHaveClass('visually-hidden');
    expect(within(year).getByText('VAT (5%)').nextSibling).toHaveTextContent('AED 24');
    expect(within(year).getByText('Total').nextSibling).toHaveTextContent('AED 504');
    expect(year).not.toHaveTextContent('.00');

    const half = await card('6 months');
    expect(within(half).getByText('AED 420')).toBeInTheDocument();
    expect(within(half).getByText('-30%')).toBeInTheDocument();
    expect(within(half).getByText('Total').nextSibling).toHaveTextContent('AED 441');
    expect(within(half).queryByText('Best Value')).not.toBeInTheDocument();

    expect(screen.getByText('A 14-day free trial')).toBeInTheDocument();
    expect(screen.getByText('A discount of up to 60%')).toBeInTheDocument();
    expect(sent(calls, 'GET', '/api/billing/plans')[0]!.url.searchParams.get('lang')).toBe('en');
    // A guest is not asked about a standing they do not have.
    expect(sent(calls, 'GET', '/api/billing/me')).toHaveLength(0);
  });

  it('strikes no list price where the plan was never sold above its price, and lists what premium unlocks', async () => {
    await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      guest: true,
      routes: {
        'GET /api/billing/plans': () => ({
          body: {
            items: [
              sixMonths({ listPriceMinor: 42_000, discountPercent: 0, perMonthMinor: 7_350 }),
              oneYear(),
            ],
            locale: 'en',
          },
        }),
      },
    });
    const half = await card('6 months');
    expect(half.querySelector('s')).toBeNull();
    expect(half.querySelector('.plan-card__discount')).toBeNull();
    // Not whole: the fils are shown.
    expect(within(half).getByText('AED 73.50')).toHaveClass('plan-card__price');
    const table = screen.getByRole('table', { name: 'What premium unlocks' });
    const row = within(table).getByRole('row', { name: /Start a conversation with a member/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not included', 'Included']);
  });

  it('writes prices the Arabic way, with the plans named in Arabic', async () => {
    const { calls } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      locale: 'ar',
      guest: true,
      routes: {
        'GET /api/billing/plans': () => plansAnswer('ar', { six_months: '6 أشهر', one_year: 'سنة واحدة' }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'باقات الاشتراك' })).toBeInTheDocument();
    const year = await card('سنة واحدة الأوفر');
    expect(within(year).getByText(/^\S*42\s*د\.إ\.\S*$/)).toHaveClass('plan-card__price');
    expect(within(year).getByText('شهريًا')).toBeInTheDocument();
    expect(
      within(year)
        .getByText(/1,200\s*د\.إ\./)
        .closest('s'),
    ).not.toBeNull();
    expect(within(year).getByText(/ضريبة القيمة المضافة \(5\S*%\S*\)/).nextSibling).toHaveTextContent(
      /24\s*د\.إ\./,
    );
    expect(within(year).getByText('الإجمالي').nextSibling).toHaveTextContent(/504\s*د\.إ\./);
    expect(screen.getByText('تجربة مجانية لمدة 14 يومًا')).toBeInTheDocument();
    expect(sent(calls, 'GET', '/api/billing/plans')[0]!.url.searchParams.get('lang')).toBe('ar');
  });

  it('says "please select a plan first" when confirming without a plan, and sends nothing', async () => {
    const { calls, user } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      routes: { ...plans, 'GET /api/billing/me': () => ({ body: trialing() }) },
    });
    await card('6 months');
    const confirm = screen.getByRole('button', { name: 'Confirm and pay' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAccessibleDescription('Choose a plan above to continue.');

    await user.click(confirm);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a plan first');
    expect(screen.getByRole('radio', { name: '6 months' })).toHaveFocus();
    expect(sent(calls, 'POST', '/api/billing/checkout')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '6 months' }));
    expect(screen.queryByText('Please select a plan first')).not.toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-disabled', 'false');
  });

  it('confirms a chosen plan with one checkout, even on a double click, and leaves for the payment page', async () => {
    const go = vi.spyOn(leaveForCheckout, 'go').mockImplementation(() => undefined);
    const { calls, user } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      routes: {
        ...plans,
        'GET /api/billing/me': () => ({ body: trialing() }),
        'POST /api/billing/checkout': () => ({
          status: 201,
          body: { order: order(), checkoutUrl: '/api/billing/pay/sandbox/session-1' },
        }),
      },
    });
    await user.click(await screen.findByRole('radio', { name: '1 year Best Value' }));
    await user.dblClick(screen.getByRole('button', { name: 'Confirm and pay' }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/billing/pay/sandbox/session-1'));
    const checkouts = sent(calls, 'POST', '/api/billing/checkout');
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]!.body).toEqual({ planId: 'one_year' });
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('takes a guest who confirms a plan to login, coming back with the plan chosen', async () => {
    const { calls, user, router } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      guest: true,
      routes: plans,
    });
    expect(screen.getByRole('heading', { name: 'Log in to subscribe' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: '6 months' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/en/subscription?plan=six_months')}`,
    );
    expect(sent(calls, 'POST', '/api/billing/checkout')).toHaveLength(0);
  });

  it('preselects the plan named in the address (back from login, or trying again)', async () => {
    await openBilling(<SubscriptionPage />, {
      path: '/subscription?plan=one_year',
      routePath: '/subscription',
      routes: { ...plans, 'GET /api/billing/me': () => ({ body: me() }) },
    });
    expect(await screen.findByRole('radio', { name: '1 year Best Value' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm and pay' })).toHaveAttribute('aria-disabled', 'false');
  });

  it("says billing's refusal in the site's words and reads the standing again; any other failure is the spec's", async () => {
    let answer = problem(409, 'already_subscribed', 'billing.error.alreadySubscribed', { field: 'planId' });
    const { calls, user } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      routes: {
        ...plans,
        'GET /api/billing/me': () => ({ body: me() }),
        'POST /api/billing/checkout': () => answer,
      },
    });
    await user.click(await screen.findByRole('radio', { name: '6 months' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have this plan or a longer one.');
    await waitFor(() => expect(sent(calls, 'GET', '/api/billing/me')).toHaveLength(2));

    answer = { ...problem(500, 'internal', 'error.internal'), status: 500 };
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error during subscription'));

    answer = problem(400, 'validation', 'billing.error.selectPlan', { field: 'planId' });
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please select a plan first'));
  });
});

describe('subscription page: the member standing', () => {
  it('starts the free trial without payment details, then shows the days left and sets isSubscrption', async () => {
    let standing = me();
    const { calls, user } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      routes: {
        ...plans,
        'GET /api/billing/me': () => ({ body: standing }),
        'POST /api/billing/trial': () => {
          standing = trialing();
          return { status: 201, body: standing };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Start your 14-day free trial' })).toBeInTheDocument();
    expect(screen.getByText(/No payment details are asked/)).toBeInTheDocument();
    expect(screen.getByTestId('is-subscription')).toHaveTextContent('false');

    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    const heading = await screen.findByRole('heading', { name: 'Your free trial is running' });
    expect(
      screen.getByText(`10 days left: it ends on ${longDate(standing.trial!.endsAt)}.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent(calls, 'POST', '/api/billing/trial')).toHaveLength(1);
    expect(sent(calls, 'POST', '/api/billing/trial')[0]!.body).toBeUndefined();
    expect(screen.getByTestId('is-subscription')).toHaveTextContent('true');
    expect(screen.getByText('Your free trial has started')).toBeInTheDocument();
  });

  it('takes "please select a plan first" away once the trial starts', async () => {
    let standing = me();
    const { user } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      routes: {
        ...plans,
        'GET /api/billing/me': () => ({ body: standing }),
        'POST /api/billing/trial': () => {
          standing = trialing();
          return { status: 201, body: standing };
        },
      },
    });
    await card('6 months');
    await screen.findByRole('button', { name: 'Start free trial' });
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(screen.getByText('Please select a plan first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    await screen.findByRole('heading', { name: 'Your free trial is running' });
    expect(screen.queryByText('Please select a plan first')).not.toBeInTheDocument();
  });

  it('says why a trial cannot start (a phone number that already had one)', async () => {
    const { user } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      routes: {
        ...plans,
        'GET /api/billing/me': () => ({ body: me() }),
        'POST /api/billing/trial': () => problem(409, 'trial_phone_used', 'billing.error.trialPhoneUsed'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A free trial was already used with this phone number.',
    );
  });

  it('cancels the renewal after asking (the plan stays until the period end), then resumes it', async () => {
    let standing = subscribed('one_year');
    const end = standing.subscription!.currentPeriodEnd;
    const { calls, user } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      routes: {
        ...plans,
        'GET /api/billing/me': () => ({ body: standing }),
        'POST /api/billing/subscription/cancel': () => {
          standing = subscribed('one_year', 'canceling');
          return { body: standing };
        },
        'POST /api/billing/subscription/resume': () => {
          standing = subscribed('one_year');
          return { body: standing };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your plan: 1 year' })).toBeInTheDocument();
    expect(screen.getByText(`It renews on ${longDate(end)}.`)).toBeInTheDocument();
    // A year runs: it is not bought again, and six months would be a downgrade.
    expect(await screen.findByRole('radio', { name: '1 year Best Value' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '6 months' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '6 months' })).toHaveAccessibleDescription(
      /Available once your 1-year plan ends/,
    );
    expect(
      screen.getByText('You already have our longest plan. You can renew it once it ends.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(`It stays active until ${longDate(end)} and then ends`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'POST', '/api/billing/subscription/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel renewal' }));
    expect(
      await screen.findByRole('heading', { name: `Your plan ends on ${longDate(end)}` }),
    ).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/billing/subscription/cancel')).toHaveLength(1);
    expect(screen.getByTestId('is-subscription')).toHaveTextContent('true');

    await user.click(screen.getByRole('button', { name: 'Resume renewal' }));
    expect(await screen.findByRole('heading', { name: 'Your plan: 1 year' })).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/billing/subscription/resume')).toHaveLength(1);
  });

  it('offers the upgrade from six months to a year (the credit comes off its price)', async () => {
    await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      routes: { ...plans, 'GET /api/billing/me': () => ({ body: subscribed('six_months') }) },
    });
    expect(await screen.findByRole('heading', { name: 'Your plan: 6 months' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '6 months' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '1 year Best Value' })).toBeEnabled();
    expect(
      screen.getByText(/The unused part of your current plan is taken off the price/),
    ).toBeInTheDocument();
  });

  it('says a refused cancellation in its own words', async () => {
    const { user } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      routes: {
        ...plans,
        'GET /api/billing/me': () => ({ body: subscribed('six_months') }),
        'POST /api/billing/subscription/cancel': () =>
          problem(409, 'not_cancelable', 'billing.error.notCancelable'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel renewal' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel renewal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This plan cannot be canceled now.');
  });

  it('shows unread notices and dismisses one (billing is told; focus moves to the next)', async () => {
    const until = inDays(7);
    const { calls, user } = await openBilling(<SubscriptionPage />, {
      path: '/subscription',
      routes: {
        ...plans,
        'GET /api/billing/me': () => ({
          body: me({
            ...subscribed('six_months', 'grace'),
            notices: [
              { id: 'n2', kind: 'renewal_failed', createdAt: inDays(0), until, planId: 'six_months' },
              { id: 'n1', kind: 'trial_ended', createdAt: inDays(-30), until: null, planId: null },
            ],
          }),
        }),
        'POST /api/billing/notices/n2/read': () => ({ status: 204 }),
      },
    });
    const notices = await screen.findByRole('region', { name: 'Subscription notices' });
    const text = `We could not renew your plan; it stays active until ${longDate(until)} while we retry.`;
    expect(within(notices).getByText(text)).toBeInTheDocument();
    expect(within(notices).getByText('Your free trial has ended.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We could not renew your plan' })).toBeInTheDocument();

    await user.click(within(notices).getByRole('button', { name: `Dismiss: ${text}` }));
    expect(within(notices).queryByText(text)).not.toBeInTheDocument();
    expect(
      within(notices).getByRole('button', { name: 'Dismiss: Your free trial has ended.' }),
    ).toHaveFocus();
    await waitFor(() => expect(sent(calls, 'POST', '/api/billing/notices/n2/read')).toHaveLength(1));
  });
});
