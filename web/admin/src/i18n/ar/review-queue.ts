/** Arabic column names the staff review queues share (moderation, verifications). */
export const queueFields = {
  q: 'اسم العضو',
  memberName: 'العضو',
  kind: 'النوع',
  status: 'الحالة',
  submittedAt: 'تاريخ الإرسال',
  decidedAt: 'تاريخ القرار',
};
