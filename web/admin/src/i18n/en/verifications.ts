import { queueFields } from './review-queue.js';

/** English texts of the identity verification queue. */
export default {
  resources: {
    verifications: {
      name: 'Identity check |||| Identity checks',
      fields: queueFields,
    },
  },
  mw: {
    verifications: {
      kind: { selfie: 'Selfie with a gesture', id: 'Identity document', marital: 'Marital status document' },
      document: {
        label: 'The member says it is:',
        divorce_certificate: 'Divorce certificate',
        death_certificate: 'Death certificate',
        family_book: 'Family book',
      },
      declared: 'What the member declared when sending it (compare with the document):',
      status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
      reason: {
        gesture_mismatch: 'Not the gesture asked for',
        face_mismatch: 'Face does not match the photos',
        unreadable: 'Unreadable',
        not_a_document: 'Not an identity document',
        expired_document: 'Expired document',
        other: 'Other',
      },
      gestureAsked: 'Gesture asked:',
      legalName: 'Legal name, as on the ID:',
      maritalState: 'Marital status',
      hasChildren: 'Children',
      wives: 'Wives now',
      submission: 'Submitted image',
      openDocument: 'Open the document (PDF)',
      fileGone: 'The file was deleted when it was decided.',
      profilePhotos: 'Approved profile photos',
      noPhotos: 'The member has no approved profile photo to compare with.',
      approve: 'Approve',
      reject: 'Reject',
      approved: 'Approved; the badge is given and the file deleted.',
      rejected: 'Rejected; the member is told why and the file deleted.',
      rejectTitle: 'Why is it rejected?',
      note: 'Staff note (optional, never shown to the member)',
      rejectedFor: 'Rejected:',
      submitted: 'Submitted',
    },
  },
};
