/** One count on the dashboard: the list it is taken from, and the filter that list opens with. */
export interface DashboardCard {
  key: string;
  /** Catalogue key of the card's title. */
  title: string;
  resource: string;
  filter: Record<string, unknown>;
  /** Moderators read members, moderation, reports and feedback; billing lists are for admins. */
  adminOnly: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local midnight of `now`, `daysBack` days earlier, as an ISO instant (what `joinedFrom` takes). */
export function startOfDay(now: Date, daysBack = 0): string {
  const d = new Date(now.getTime() - daysBack * DAY_MS);
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
}

export function dashboardCards(now: Date): DashboardCard[] {
  return [
    {
      key: 'newToday',
      title: 'mw.dashboard.newToday',
      resource: 'members',
      filter: { joinedFrom: startOfDay(now) },
      adminOnly: false,
    },
    {
      key: 'newWeek',
      title: 'mw.dashboard.newWeek',
      resource: 'members',
      // Today and the six days before it: seven calendar days.
      filter: { joinedFrom: startOfDay(now, 6) },
      adminOnly: false,
    },
    {
      key: 'photosWaiting',
      title: 'mw.dashboard.photosWaiting',
      resource: 'moderation',
      filter: { status: 'pending' },
      adminOnly: false,
    },
    {
      key: 'openReports',
      title: 'mw.dashboard.openReports',
      resource: 'reports',
      filter: { status: 'open' },
      adminOnly: false,
    },
    {
      key: 'feedbackWaiting',
      title: 'mw.dashboard.feedbackWaiting',
      resource: 'feedback',
      filter: { status: 'new' },
      adminOnly: false,
    },
    {
      key: 'activeSubscriptions',
      title: 'mw.dashboard.activeSubscriptions',
      resource: 'subscriptions',
      // Every subscription still giving premium: active, canceling at period end, or in grace.
      filter: { running: true },
      adminOnly: true,
    },
    {
      key: 'activeTrials',
      title: 'mw.dashboard.activeTrials',
      resource: 'trials',
      filter: { status: 'active' },
      adminOnly: true,
    },
  ];
}
