/** Arabic texts of the console's shell (sign-in, app bar) and the words every resource shares. */
export default {
  mw: {
    console: {
      name: 'لوحة فريق عمل مودة',
      language: 'اللغة',
    },
    auth: {
      notStaffTitle: 'هذه اللوحة مخصصة لفريق عمل مودة.',
      notStaff:
        'حسابك حساب عضو، لذا لا يمكنه فتح لوحة فريق العمل. تم تسجيل خروجك هنا؛ استخدم موقع مودة للوصول إلى حسابك.',
    },
    language: { ar: 'العربية', en: 'الإنجليزية', ur: 'الأردية', fa: 'الفارسية', tr: 'التركية' },
    gender: { male: 'ذكر', female: 'أنثى' },
    accountStatus: { active: 'نشط', suspended: 'موقوف' },
    accountKind: { individual: 'فرد', company: 'شركة' },
    suspensionReason: {
      fake_profile: 'ملف شخصي مزيف',
      harassment: 'مضايقة',
      inappropriate_content: 'محتوى غير لائق',
      scam: 'احتيال',
      underage: 'دون 18 عامًا',
      misrepresentation: 'تضليل (مثل إخفاء الحالة الاجتماعية)',
      terms_violation: 'مخالفة الشروط',
      other: 'سبب آخر',
    },
    profile: {
      age: 'العمر',
      country: 'الدولة',
      city: 'المدينة',
      maritalState: 'الحالة الاجتماعية',
      profession: 'المهنة',
      completeness: 'اكتمال الملف',
      aboutMe: 'نبذة عني (المنشورة)',
      aboutMePending: 'نبذة عني (بانتظار المراجعة)',
    },
    counts: {
      followers: 'المتابِعون',
      following: 'يتابِع',
      blocks: 'الحظر',
      reportsAgainst: 'بلاغات ضده',
      reportsBy: 'بلاغات قدّمها',
    },
  },
};
