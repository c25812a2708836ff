import {
  VERIFICATION_DOC_KINDS,
  VERIFICATION_NOTE_MAX,
  VERIFICATION_REJECT_REASONS,
  VERIFICATION_STATUSES,
  type VerificationRejectReason,
} from '@mawadda/contracts';
import type { ReviewQueue } from '../../shared/review-queue/queue';
import { approveVerification, rejectVerification } from './decisions';

/** Selfies and identity documents: each checked with care beside the photos, by mouse. */
export const verificationQueue: ReviewQueue<VerificationRejectReason> = {
  resource: 'verifications',
  texts: 'mw.verifications',
  kinds: VERIFICATION_DOC_KINDS,
  statuses: VERIFICATION_STATUSES,
  reasons: VERIFICATION_REJECT_REASONS,
  noteMax: VERIFICATION_NOTE_MAX,
  approve: (_dataProvider, id) => approveVerification(id),
  reject: (_dataProvider, id, body) => rejectVerification(id, body),
  keyboard: false,
};
