import {
  MODERATION_KINDS,
  MODERATION_NOTE_MAX,
  MODERATION_REJECT_REASONS,
  MODERATION_STATUSES,
  type ModerationRejectReason,
} from '@mawadda/contracts';
import type { ReviewQueue } from '../../shared/review-queue/queue';

/** Photos and about-me texts: worked from the keyboard, one item after the other. */
export const moderationQueue: ReviewQueue<ModerationRejectReason> = {
  resource: 'moderation',
  texts: 'mw.moderation',
  kinds: MODERATION_KINDS,
  statuses: MODERATION_STATUSES,
  reasons: MODERATION_REJECT_REASONS,
  noteMax: MODERATION_NOTE_MAX,
  approve: (dataProvider, id) => dataProvider.approveModeration(id),
  reject: (dataProvider, id, body) => dataProvider.rejectModeration(id, body),
  keyboard: true,
};
