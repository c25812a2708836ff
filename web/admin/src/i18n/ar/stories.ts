/** النصوص العربية لقصص النجاح في لوحة الإدارة (خدمة match). */
export default {
  resources: {
    stories: {
      name: 'قصة نجاح |||| قصص النجاح',
      fields: {
        q: 'ابحث في النص',
        title: 'العنوان',
        body: 'القصة',
        status: 'الحالة',
        languages: 'اللغات',
        names: 'التوقيع',
        updatedAt: 'آخر تغيير',
        publishedAt: 'النشر',
        rejectReason: 'السبب المذكور',
        decidedAt: 'القرار',
      },
    },
  },
  mw: {
    stories: {
      status: {
        draft: 'مسودة',
        pending: 'بانتظار المراجعة',
        published: 'منشورة',
        rejected: 'مُعادة',
        withdrawn: 'مسحوبة',
      },
      approve: 'انشر',
      reject: 'أعدها إلى الزوجين',
      reason: 'السبب الذي سيقرؤه الزوجان',
      approved: 'نُشرت القصة وأُبلغ الزوجان',
      rejected: 'أُعيدت القصة إلى الزوجين مع السبب',
      bothAgreed: 'وافق الزوجان كلاهما على هذا النص.',
    },
  },
};
