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
      unavailable: 'Not available',
    },
  },
};
