/** Arabic texts of the feedback resource (contact, complaints, suggestions). */
export default {
  resources: {
    feedback: {
      name: 'رسالة |||| الرسائل والملاحظات',
      fields: {
        reference: 'الرقم المرجعي',
        createdAt: 'تاريخ الاستلام',
        type: 'النوع',
        userName: 'الاسم',
        email: 'البريد الإلكتروني',
        mobile: 'الجوال',
        description: 'الرسالة',
        locale: 'اللغة',
        status: 'الحالة',
        reply: 'الرد',
        repliedAt: 'تاريخ الرد',
      },
    },
  },
  mw: {
    feedback: {
      status: { new: 'بانتظار الرد', answered: 'تم الرد', closed: 'مغلقة' },
      type: { contact: 'تواصل', complaint: 'شكوى', suggestion: 'اقتراح' },
      replyIn: 'اكتب الرد بلغة العضو:',
      send: 'إرسال الرد',
    },
  },
};
