import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import {
  billingMeSchema,
  orderSchema,
  planSchema,
  receiptSchema,
  type BillingMe,
  type Order,
  type Plan,
  type PlanId,
  type Receipt,
} from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { useAppState } from '../../../app/state';
import { writeToken } from '../../../app/token-store';
import { renderPage, stubFetch } from '../../../test/render';

type Routes = Parameters<typeof stubFetch>[0];

const DAY = 86_400_000;
/** A moment `days` from now (negative: ago), at noon UTC so no time zone moves its date. */
export const inDays = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(12, 0, 0, 0);
  return d.toISOString();
};

/** The two plans as billing prices them (parsed: a fixture off contract fails here). */
export const sixMonths = (over: Partial<Plan> = {}): Plan =>
  planSchema.parse({
    id: 'six_months',
    months: 6,
    name: '6 months',
    bestValue: false,
    currency: 'AED',
    listPriceMinor: 60_000,
    priceMinor: 42_000,
    discountPercent: 30,
    vatBasisPoints: 500,
    vatMinor: 2_100,
    totalMinor: 44_100,
    perMonthMinor: 7_350,
    ...over,
  });
export const oneYear = (over: Partial<Plan> = {}): Plan =>
  planSchema.parse({
    id: 'one_year',
    months: 12,
    name: '1 year',
    bestValue: true,
    currency: 'AED',
    listPriceMinor: 120_000,
    priceMinor: 48_000,
    discountPercent: 60,
    vatBasisPoints: 500,
    vatMinor: 2_400,
    totalMinor: 50_400,
    perMonthMinor: 4_200,
    ...over,
  });

export const plansAnswer = (locale: Locale = 'en', names?: Record<PlanId, string>) => ({
  body: {
    items: [
      sixMonths(names ? { name: names.six_months } : {}),
      oneYear(names ? { name: names.one_year } : {}),
    ],
    locale,
  },
});

/** A member's standing with billing. */
export const me = (over: Partial<BillingMe> = {}): BillingMe =>
  billingMeSchema.parse({
    state: 'none',
    trial: null,
    trialAvailable: true,
    subscription: null,
    active: false,
    activeUntil: null,
    notices: [],
    ...over,
  });

export const trialing = () => {
  // Ten days less a minute: "10 days left" whatever the time of day the test runs.
  const endsAt = new Date(Date.now() + 10 * DAY - 60_000).toISOString();
  return me({
    state: 'trialing',
    trial: { startedAt: inDays(-4), endsAt },
    trialAvailable: false,
    active: true,
    activeUntil: endsAt,
  });
};

export const subscribed = (
  planId: PlanId = 'one_year',
  status: 'active' | 'canceling' | 'grace' = 'active',
) => {
  const end = inDays(200);
  return me({
    state: status,
    trialAvailable: false,
    subscription: {
      id: 'sub-1',
      planId,
      status,
      startedAt: inDays(-165),
      currentPeriodStart: inDays(-165),
      currentPeriodEnd: end,
      graceEndsAt: status === 'grace' ? inDays(7) : null,
    },
    active: true,
    activeUntil: status === 'grace' ? inDays(7) : end,
  });
};

export const ORDER_ID = '0190b1c2-0000-7000-8000-00000000a001';

export const order = (over: Partial<Order> = {}): Order =>
  orderSchema.parse({
    id: ORDER_ID,
    number: 'MW-000123',
    planId: 'one_year',
    months: 12,
    stage: 'Pending',
    payment: 'NotPaid',
    currency: 'AED',
    listPriceMinor: 120_000,
    priceMinor: 48_000,
    creditMinor: 0,
    vatBasisPoints: 500,
    vatMinor: 2_400,
    totalMinor: 50_400,
    createdAt: inDays(0),
    paidAt: null,
    failure: null,
    card: null,
    checkoutUrl: `/api/billing/pay/sandbox/${ORDER_ID}`,
    refundedMinor: 0,
    ...over,
  });

export const paidOrder = (over: Partial<Order> = {}) =>
  order({
    stage: 'Completed',
    payment: 'Paid',
    paidAt: inDays(0),
    card: { brand: 'visa', last4: '4242' },
    checkoutUrl: null,
    ...over,
  });

export const receipt = (over: Partial<Order> = {}, refunds: Receipt['refunds'] = []): Receipt =>
  receiptSchema.parse({
    order: paidOrder(over),
    refunds,
    seller: {
      name: 'Mawadda FZ-LLC',
      address: 'Dubai Internet City, Dubai, UAE',
      vatNumber: '100123456700003',
    },
    billedTo: 'Huda Saleh',
  });

/** A problem+json answer as billing sends it. */
export const problem = (status: number, code: string, messageKey: string, extra: object = {}) => ({
  status,
  body: {
    type: 'about:blank',
    title: 'Problem',
    status,
    code,
    messageKey,
    detail: `server words for ${code}`,
    ...extra,
  },
});

/** Shows `isSubscrption` on the page, so a test sees the site's flag follow billing. */
export function SubscriptionFlag() {
  const { state } = useAppState();
  return <output data-testid="is-subscription">{String(state.isSubscrption)}</output>;
}

/**
 * A billing page at `path` (without the locale prefix) under `routePath`, the API answering
 * `routes`; signed in unless `guest`. Links to the other billing pages land on stand-in headings.
 */
export async function openBilling(
  page: ReactNode,
  {
    path,
    routePath = path,
    routes,
    locale = 'en',
    guest = false,
  }: { path: string; routePath?: string; routes: Routes; locale?: Locale; guest?: boolean },
) {
  const token = 'member-token';
  if (!guest) writeToken(token);
  const calls = stubFetch(routes);
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  const rendered = await renderPage(
    <>
      {page}
      <SubscriptionFlag />
    </>,
    {
      locale,
      path: `${prefix}${path}`,
      routePath: `${prefix}${routePath}`,
      state: guest ? {} : { auth: { isAuthenticated: true }, token },
      extraRoutes: [
        { path: `${prefix}/Auth/login`, element: <h1>Login page</h1> },
        { path: `${prefix}/subscription`, element: <h1>Subscription page</h1> },
        { path: `${prefix}/order-tracking`, element: <h1>Order tracking page</h1> },
        { path: `${prefix}/order-tracking/:id/receipt`, element: <h1>Receipt page</h1> },
        { path: `${prefix}/search`, element: <h1>Search page</h1> },
      ].filter((r) => r.path !== `${prefix}${routePath}`),
    },
  );
  return { calls, user: userEvent.setup(), router: rendered.router, queryClient: rendered.queryClient };
}

/** The calls made to one method and path. */
export const sent = <C extends { method: string; url: URL }>(calls: C[], method: string, pathname: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === pathname);
