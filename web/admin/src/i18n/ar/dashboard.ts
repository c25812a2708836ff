/** Arabic texts of the dashboard (react-admin catalogue fragment, merged by i18n/index.ts). */
export default {
  mw: {
    dashboard: {
      title: 'لوحة المتابعة',
      welcome: 'ما يحتاج إلى متابعة اليوم',
      newToday: 'أعضاء جدد اليوم',
      newWeek: 'أعضاء جدد في آخر 7 أيام',
      photosWaiting: 'صور بانتظار المراجعة',
      openReports: 'بلاغات مفتوحة',
      feedbackWaiting: 'رسائل بانتظار الرد',
      activeSubscriptions: 'اشتراكات فعّالة',
      activeTrials: 'تجارب مجانية فعّالة',
      open: 'فتح القائمة',
      unavailable: 'غير متاح',
    },
  },
};
