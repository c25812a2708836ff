/** English texts of the reports resource. */
export default {
  resources: {
    reports: {
      name: 'Report |||| Reports',
      fields: {
        createdAt: 'Reported',
        memberId: 'Reported member',
        reporterId: 'Reported by',
        reason: 'Reason',
        source: 'Where',
        reportsAgainstMember: 'Reports against this member',
        status: 'Status',
        details: 'Details',
        staffNote: 'Staff note',
        handledAt: 'Handled',
      },
    },
  },
  mw: {
    reportStatus: { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' },
    reportSource: { profile: 'Profile', chat: 'Chat' },
    reportReason: {
      fake_profile: 'Fake profile',
      harassment: 'Harassment',
      inappropriate_photos: 'Inappropriate photos',
      scam: 'Scam',
      hidden_marital_status: 'Hidden marital status',
      other: 'Other',
    },
    reports: {
      resolve: 'Resolve',
      dismiss: 'Dismiss',
      reopen: 'Reopen',
      suspendMember: 'Suspend member',
      resolveTitle: 'Resolve the report',
      dismissTitle: 'Dismiss the report',
      staffNote: 'Staff note (the reporter does not see it)',
      done: {
        open: 'The report is open again.',
        resolved: 'The report is resolved.',
        dismissed: 'The report is dismissed.',
      },
      conversation: 'The reported conversation (as it was when reported)',
      snapshotUnavailable: 'The conversation could not be loaded.',
      reportedMember: 'Reported member',
      otherMember: 'Reporter',
      reportedMessage: 'reported',
      messageErased: '(message erased)',
    },
  },
};
