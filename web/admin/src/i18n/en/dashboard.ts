/** English texts of the dashboard (react-admin catalogue fragment, merged by i18n/index.ts). */
export default {
  mw: {
    dashboard: {
      title: 'Dashboard',
      welcome: 'What needs attention today',
      newToday: 'New members today',
      newWeek: 'New members in the last 7 days',
      photosWaiting: 'Photos waiting for review',
      openReports: 'Open reports',
      feedbackWaiting: 'Messages waiting for a reply',
      activeSubscriptions: 'Active subscriptions',
      activeTrials: 'Active free trials',
      open: 'Open the list',
      trends: {
        title: 'Trends',
        range: 'Period',
        // One key per period offered: Arabic counts 7 and 30 days in different forms.
        days7: '7 days',
        days30: '30 days',
        days90: '90 days',
        registrations: 'Registrations a day',
        verifications: 'Identity checks submitted a day',
        reports: 'Reports a day',
        moderationDecision: 'Median time to a moderation decision',
        feedbackReply: 'Median time to a feedback reply',
        trials: 'Free trials started and converted',
        revenue: 'Revenue a week',
        noRevenue: 'No revenue yet',
        total: 'in the period',
        latestMedian: 'on the latest day with data',
        startedConverted: 'started / converted since',
        started: 'Started',
        converted: 'Converted',
      },
      unavailable: 'Not available',
    },
  },
};
