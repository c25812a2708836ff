/** Arabic texts of the reports resource. */
export default {
  resources: {
    reports: {
      name: 'بلاغ |||| البلاغات',
      fields: {
        createdAt: 'تاريخ البلاغ',
        memberId: 'العضو المُبلَّغ عنه',
        reporterId: 'مقدّم البلاغ',
        reason: 'السبب',
        source: 'المصدر',
        reportsAgainstMember: 'عدد البلاغات ضد العضو',
        status: 'الحالة',
        details: 'التفاصيل',
        staffNote: 'ملاحظة فريق العمل',
        handledAt: 'تاريخ المعالجة',
      },
    },
  },
  mw: {
    reportStatus: { open: 'مفتوح', resolved: 'تمت معالجته', dismissed: 'مرفوض' },
    reportSource: { profile: 'الملف الشخصي', chat: 'المحادثة' },
    reportReason: {
      fake_profile: 'ملف شخصي مزيف',
      harassment: 'مضايقة',
      inappropriate_photos: 'صور غير لائقة',
      scam: 'احتيال',
      hidden_marital_status: 'إخفاء الحالة الاجتماعية',
      other: 'سبب آخر',
    },
    reports: {
      resolve: 'معالجة',
      dismiss: 'رفض البلاغ',
      reopen: 'إعادة فتح',
      suspendMember: 'إيقاف العضو',
      resolveTitle: 'معالجة البلاغ',
      dismissTitle: 'رفض البلاغ',
      staffNote: 'ملاحظة فريق العمل (لا يراها مقدّم البلاغ)',
      done: { open: 'أُعيد فتح البلاغ.', resolved: 'تمت معالجة البلاغ.', dismissed: 'تم رفض البلاغ.' },
      conversation: 'المحادثة المُبلَّغ عنها (كما كانت وقت البلاغ)',
      snapshotUnavailable: 'تعذر تحميل المحادثة.',
      reportedMember: 'العضو المُبلَّغ عنه',
      otherMember: 'مقدّم البلاغ',
      reportedMessage: 'مُبلَّغ عنها',
      messageErased: '(رسالة محذوفة)',
    },
  },
};
