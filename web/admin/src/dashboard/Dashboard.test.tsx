import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatsRange } from '@mawadda/contracts';
import type { GetListParams } from 'react-admin';
import { renderInAdmin } from '../test/render';
import { Dashboard } from './Dashboard';

const TOTALS: Record<string, number> = {
  members: 12,
  moderation: 7,
  reports: 3,
  feedback: 5,
  subscriptions: 40,
  trials: 9,
};

const days = (range: StatsRange) => {
  const out: string[] = [];
  for (
    let t = Date.parse(`${range.from}T00:00:00Z`);
    t <= Date.parse(`${range.to}T00:00:00Z`);
    t += 86_400_000
  )
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

/** Fake stats endpoints: every day 1 registration, 2 reports; decisions take 30 minutes. */
function statsProvider(revenue = (d: string[]) => [{ week: d[0], amountMinor: 123_450 }]) {
  const calls: { source: string; range: StatsRange }[] = [];
  const stats = (source: string, range: StatsRange) => {
    calls.push({ source, range });
    const d = days(range);
    const answers: Record<string, unknown> = {
      registrations: { registrations: d.map((day) => ({ day, count: 1 })) },
      review: {
        verifications: d.map((day) => ({ day, count: 0 })),
        moderationDecision: d.map((day) => ({ day, medianSeconds: 1800, count: 3 })),
      },
      reports: { reports: d.map((day) => ({ day, count: 2 })) },
      feedback: { reply: d.map((day) => ({ day, medianSeconds: null, count: 0 })) },
      billing: {
        trialsStarted: d.map((day) => ({ day, count: 4 })),
        trialsConverted: d.map((day) => ({ day, count: 1 })),
        revenue: revenue(d),
      },
    };
    return Promise.resolve({ data: answers[source] });
  };
  return { calls, stats };
}

/** A fake list endpoint answering a total per resource (members: 2 joined today, 12 this week). */
function countingProvider() {
  const calls: { resource: string; params: GetListParams }[] = [];
  const getList = (resource: string, params: GetListParams) => {
    calls.push({ resource, params });
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    const total =
      resource === 'members' && params.filter.joinedFrom === today.toISOString()
        ? 2
        : (TOTALS[resource] ?? 0);
    return Promise.resolve({ data: [], total }) as never;
  };
  return { calls, getList };
}

const card = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title}`) });

describe('Dashboard', () => {
  it('shows each count from its list endpoint and links to that list with the same filter', async () => {
    const { calls, getList } = countingProvider();
    await renderInAdmin(<Dashboard />, { role: 'admin', dataProvider: { getList } });

    expect(await screen.findByText('40')).toBeInTheDocument();
    const expectations: [string, string][] = [
      ['New members today', '2'],
      ['New members in the last 7 days', '12'],
      ['Photos waiting for review', '7'],
      ['Open reports', '3'],
      ['Messages waiting for a reply', '5'],
      ['Active subscriptions', '40'],
      ['Active free trials', '9'],
    ];
    for (const [title, count] of expectations)
      expect(await within(card(title)).findByText(count)).toBeInTheDocument();

    // One row asked for (range=[0,0] on the wire): only the total is wanted.
    for (const call of calls) expect(call.params.pagination).toEqual({ page: 1, perPage: 1 });
    const filterOf = (resource: string) =>
      calls.filter((c) => c.resource === resource).map((c) => c.params.filter);
    expect(filterOf('moderation')).toContainEqual({ status: 'pending' });
    expect(filterOf('reports')).toContainEqual({ status: 'open' });
    expect(filterOf('feedback')).toContainEqual({ status: 'new' });
    expect(filterOf('subscriptions')).toContainEqual({ running: true });
    expect(filterOf('trials')).toContainEqual({ status: 'active' });

    const weekStart = new Date();
    weekStart.setHours(0, 0, 0, 0);
    weekStart.setDate(weekStart.getDate() - 6);
    expect(filterOf('members')).toContainEqual({ joinedFrom: weekStart.toISOString() });

    const href = card('Photos waiting for review').getAttribute('href')!;
    const url = new URL(href, 'http://console');
    expect(url.pathname).toBe('/moderation');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 'pending' });
    const weekUrl = new URL(card('New members in the last 7 days').getAttribute('href')!, 'http://console');
    expect(weekUrl.pathname).toBe('/members');
    expect(JSON.parse(weekUrl.searchParams.get('filter')!)).toEqual({ joinedFrom: weekStart.toISOString() });
  });

  it('shows moderators only the lists they may read, and never asks billing', async () => {
    const { calls, getList } = countingProvider();
    await renderInAdmin(<Dashboard />, { role: 'moderator', dataProvider: { getList } });

    expect(
      await within(await screen.findByRole('link', { name: /^Open reports/ })).findByText('3'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByText('Active subscriptions')).not.toBeInTheDocument();
    expect(screen.queryByText('Active free trials')).not.toBeInTheDocument();
    expect(calls.map((c) => c.resource)).not.toContain('subscriptions');
    expect(calls.map((c) => c.resource)).not.toContain('trials');
  });

  it('draws the trends of the last 30 days from each service, billing for admins', async () => {
    const { getList } = countingProvider();
    const { calls, stats } = statsProvider();
    await renderInAdmin(<Dashboard />, { role: 'admin', dataProvider: { getList, stats } });

    // 30 days, one registration a day; two reports a day; decisions in 30 minutes.
    expect(await screen.findByTestId('headline-registrations')).toHaveTextContent('30');
    expect(screen.getByTestId('headline-reports')).toHaveTextContent('60');
    expect(screen.getByTestId('headline-moderationDecision')).toHaveTextContent('30 min');
    expect(screen.getByTestId('headline-feedbackReply')).toHaveTextContent('—');
    expect(screen.getByTestId('headline-trials')).toHaveTextContent('120 / 30');
    expect(screen.getByTestId('headline-revenue')).toHaveTextContent('1,234.50');
    expect(within(screen.getByTestId('trend-registrations')).getByRole('img')).toHaveAccessibleName(
      'Registrations a day',
    );
    // One call per service, whatever the number of its cards, over 30 whole days to today (UTC).
    expect(calls.map((c) => c.source).sort()).toEqual([
      'billing',
      'feedback',
      'registrations',
      'reports',
      'review',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    for (const call of calls) {
      expect(call.range.to).toBe(today);
      expect(days(call.range)).toHaveLength(30);
    }

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(screen.getByTestId('headline-registrations')).toHaveTextContent('7'));
    expect(calls.filter((c) => days(c.range).length === 7)).toHaveLength(5);
  });

  it('says there is no revenue yet rather than a sum of nothing, and whole sums without .00', async () => {
    const none = statsProvider((d) => [{ week: d[0], amountMinor: 0 }]);
    const first = await renderInAdmin(<Dashboard />, {
      role: 'admin',
      dataProvider: { getList: countingProvider().getList, stats: none.stats },
    });
    expect(await screen.findByTestId('headline-revenue')).toHaveTextContent('No revenue yet');
    first.unmount();

    const ar = await renderInAdmin(<Dashboard />, {
      role: 'admin',
      lang: 'ar',
      dataProvider: { getList: countingProvider().getList, stats: none.stats },
    });
    expect(await screen.findByTestId('headline-revenue')).toHaveTextContent('لا إيرادات بعد');
    ar.unmount();

    const whole = statsProvider((d) => [{ week: d[0], amountMinor: 49_900 }]);
    await renderInAdmin(<Dashboard />, {
      role: 'admin',
      dataProvider: { getList: countingProvider().getList, stats: whole.stats },
    });
    const headline = await screen.findByTestId('headline-revenue');
    expect(headline).toHaveTextContent(/499/);
    expect(headline).not.toHaveTextContent('.00');
  });

  it('never asks billing for a moderator’s trends', async () => {
    const { getList } = countingProvider();
    const { calls, stats } = statsProvider();
    await renderInAdmin(<Dashboard />, { role: 'moderator', dataProvider: { getList, stats } });
    expect(await screen.findByTestId('headline-reports')).toHaveTextContent('60');
    expect(screen.queryByTestId('trend-revenue')).not.toBeInTheDocument();
    expect(screen.queryByTestId('trend-trials')).not.toBeInTheDocument();
    expect(calls.map((c) => c.source)).not.toContain('billing');
  });

  it('speaks Arabic to Arabic staff', async () => {
    const { getList } = countingProvider();
    await renderInAdmin(<Dashboard />, { role: 'moderator', lang: 'ar', dataProvider: { getList } });
    expect(await screen.findByText('بلاغات مفتوحة')).toBeInTheDocument();
    expect(screen.getByText('صور بانتظار المراجعة')).toBeInTheDocument();
  });
});
