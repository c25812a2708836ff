/** English texts of the console's success stories (match service). */
export default {
  resources: {
    stories: {
      name: 'Success story |||| Success stories',
      fields: {
        q: 'Search the text',
        title: 'Title',
        body: 'Story',
        status: 'Status',
        languages: 'Languages',
        names: 'Signed',
        updatedAt: 'Changed',
        publishedAt: 'Published',
        rejectReason: 'Reason given',
        decidedAt: 'Decided',
      },
    },
  },
  mw: {
    stories: {
      status: {
        draft: 'Draft',
        pending: 'Waiting for review',
        published: 'Published',
        rejected: 'Returned',
        withdrawn: 'Withdrawn',
      },
      approve: 'Publish',
      reject: 'Return to the couple',
      reason: 'Reason the couple will read',
      approved: 'The story is published; both spouses are told',
      rejected: 'The story went back to the couple with your reason',
      bothAgreed: 'Both spouses agreed to this text.',
    },
  },
};
