import { queueFields } from './review-queue.js';

/** Arabic texts of the moderation queue and review. */
export default {
  resources: {
    moderation: {
      name: 'عنصر مراجعة |||| المراجعة',
      fields: queueFields,
    },
  },
  mw: {
    moderation: {
      subject: 'العنصر',
      status: { pending: 'بانتظار المراجعة', approved: 'مقبول', rejected: 'مرفوض' },
      kind: {
        avatar: 'الصورة الشخصية',
        cover: 'صورة الغلاف',
        photo: 'صورة في الألبوم',
        aboutMe: 'نص «نبذة عني»',
        prompts: 'إجابات أسئلة الملف',
      },
      question: {
        spouse: 'ما أبحث عنه في شريك حياتي',
        weekend: 'عطلة نهاية الأسبوع المثالية',
        family: 'أنا وعائلتي',
        values: 'أهم ما في حياتي',
        marriage: 'الزواج بالنسبة لي',
        home: 'البيت الذي أتمنى بناءه',
        proudOf: 'أمر أفخر به',
        laugh: 'ما يضحكني',
      },
      reason: {
        not_a_person: 'ليست صورة شخص',
        inappropriate: 'غير لائقة',
        not_the_member: 'ليست للعضو نفسه',
        contact_details: 'تتضمن بيانات اتصال',
        low_quality: 'جودة منخفضة',
        copyright: 'حقوق نشر',
        other: 'سبب آخر',
      },
      approve: 'قبول',
      reject: 'رفض',
      next: 'التالي',
      previous: 'السابق',
      approved: 'تم القبول.',
      rejected: 'تم الرفض، وسيُبلَّغ العضو بالسبب.',
      queueEmpty: 'لا توجد عناصر بانتظار المراجعة.',
      lastInQueue: 'هذا آخر عنصر بانتظار المراجعة.',
      firstInQueue: 'هذا أول عنصر بانتظار المراجعة.',
      imageGone: 'لم تعد الصورة موجودة (رُفضت أو استُبدلت أو حذفها صاحبها).',
      submitted: 'أُرسل في',
      position: '%{n} من %{total} بانتظار المراجعة',
      rejectedFor: 'مرفوض:',
      rejectTitle: 'ما سبب الرفض؟',
      rejectHint: 'اضغط رقمًا (1–7) أو انقر على سبب. سيُبلَّغ العضو بالسبب.',
      note: 'ملاحظة فريق العمل (اختيارية)',
      noteHint: 'اكتبها قبل اختيار السبب؛ لا يراها العضو أبدًا.',
      keys: {
        title: 'اختصارات لوحة المفاتيح',
        approve: 'قبول',
        reject: 'رفض (اختر سببًا)',
        reason: 'اختيار سبب الرفض',
        next: 'العنصر التالي',
        previous: 'العنصر السابق',
      },
    },
  },
};
