/** English texts of the feedback resource (contact, complaints, suggestions). */
export default {
  resources: {
    feedback: {
      name: 'Message |||| Feedback',
      fields: {
        reference: 'Reference',
        createdAt: 'Received',
        type: 'Type',
        userName: 'Name',
        email: 'Email',
        mobile: 'Mobile',
        description: 'Message',
        locale: 'Language',
        status: 'Status',
        reply: 'Reply',
        repliedAt: 'Replied',
      },
    },
  },
  mw: {
    feedback: {
      status: { new: 'Waiting', answered: 'Answered', closed: 'Closed' },
      type: { contact: 'Contact', complaint: 'Complaint', suggestion: 'Suggestion' },
      replyIn: 'Reply in the member’s language:',
      send: 'Send reply',
    },
  },
};
