import { queueFields } from './review-queue.js';

/** Arabic texts of the identity verification queue. */
export default {
  resources: {
    verifications: {
      name: 'تحقق من الهوية |||| طلبات التحقق من الهوية',
      fields: queueFields,
    },
  },
  mw: {
    verifications: {
      kind: { selfie: 'صورة ذاتية مع إشارة', id: 'وثيقة هوية', marital: 'وثيقة الحالة الاجتماعية' },
      document: {
        label: 'يقول العضو إنها:',
        divorce_certificate: 'شهادة طلاق',
        death_certificate: 'شهادة وفاة',
        family_book: 'دفتر العائلة',
      },
      declared: 'ما صرّح به العضو عند الإرسال (قارِنه بالوثيقة):',
      status: { pending: 'قيد المراجعة', approved: 'مقبول', rejected: 'مرفوض' },
      reason: {
        gesture_mismatch: 'ليست الإشارة المطلوبة',
        face_mismatch: 'الوجه لا يطابق الصور',
        unreadable: 'غير واضحة',
        not_a_document: 'ليست وثيقة هوية',
        expired_document: 'وثيقة منتهية الصلاحية',
        other: 'سبب آخر',
      },
      gestureAsked: 'الإشارة المطلوبة:',
      maritalState: 'الحالة الاجتماعية',
      hasChildren: 'الأولاد',
      wives: 'الزوجات حاليًا',
      legalName: 'الاسم القانوني كما في الهوية:',
      submission: 'الصورة المرسلة',
      openDocument: 'فتح الوثيقة (PDF)',
      fileGone: 'حُذف الملف عند اتخاذ القرار.',
      profilePhotos: 'صور الملف الشخصي المقبولة',
      noPhotos: 'ليس لدى العضو صورة مقبولة للمقارنة.',
      approve: 'قبول',
      reject: 'رفض',
      approved: 'تم القبول؛ مُنحت الشارة وحُذف الملف.',
      rejected: 'تم الرفض؛ أُبلغ العضو بالسبب وحُذف الملف.',
      rejectTitle: 'لماذا يُرفض؟',
      note: 'ملاحظة للفريق (اختيارية، لا يراها العضو)',
      rejectedFor: 'سبب الرفض:',
      submitted: 'أُرسل في',
    },
  },
};
