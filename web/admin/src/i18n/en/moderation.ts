import { queueFields } from './review-queue.js';

/** English texts of the moderation queue and review. */
export default {
  resources: {
    moderation: {
      name: 'Moderation item |||| Moderation',
      fields: queueFields,
    },
  },
  mw: {
    moderation: {
      subject: 'Item',
      status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
      kind: {
        avatar: 'Profile photo',
        cover: 'Cover photo',
        photo: 'Album photo',
        aboutMe: 'About me text',
        prompts: 'Profile question answers',
      },
      question: {
        spouse: 'What I am looking for in a spouse',
        weekend: 'A perfect weekend',
        family: 'My family and me',
        values: 'What matters most to me',
        marriage: 'Marriage to me means',
        home: 'The home I hope to build',
        proudOf: 'Something I am proud of',
        laugh: 'What makes me laugh',
      },
      reason: {
        not_a_person: 'Not a photo of a person',
        inappropriate: 'Inappropriate',
        not_the_member: 'Not the member',
        contact_details: 'Shows contact details',
        low_quality: 'Low quality',
        copyright: 'Copyright',
        other: 'Other',
      },
      approve: 'Approve',
      reject: 'Reject',
      next: 'Next',
      previous: 'Previous',
      approved: 'Approved.',
      rejected: 'Rejected; the member is told why.',
      queueEmpty: 'The queue is empty.',
      lastInQueue: 'This is the last item waiting.',
      firstInQueue: 'This is the first item waiting.',
      imageGone: 'The image is gone (rejected, replaced or deleted by its owner).',
      submitted: 'Submitted',
      position: '%{n} of %{total} waiting',
      rejectedFor: 'Rejected:',
      rejectTitle: 'Why is it rejected?',
      rejectHint: 'Press a number (1–7) or click a reason. The member is told the reason.',
      note: 'Staff note (optional)',
      noteHint: 'Type it before choosing the reason; the member never sees it.',
      keys: {
        title: 'Keyboard shortcuts',
        approve: 'Approve',
        reject: 'Reject (choose a reason)',
        reason: 'Choose a rejection reason',
        next: 'Next item',
        previous: 'Previous item',
      },
    },
  },
};
