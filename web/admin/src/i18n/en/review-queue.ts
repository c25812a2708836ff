/** English column names the staff review queues share (moderation, verifications). */
export const queueFields = {
  q: 'Member name',
  memberName: 'Member',
  kind: 'What',
  status: 'Status',
  submittedAt: 'Submitted',
  decidedAt: 'Decided',
};
