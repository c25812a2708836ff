import type { MessageKey } from '@mawadda/contracts';
import type { AdminListRefusal, RateLimited } from '@mawadda/kit';

/**
 * Why the profile use cases say no, as values (DESIGN §2). `http/problems.ts` alone gives each its
 * status, code and message. What is wrong with an upload's bytes is `UploadRefusal`
 * (upload-refusals.ts): the media code finds it deep in parsing and decoding.
 */
export type ProfileRefusal =
  /**
   * Nothing to show: no profile (staff, or not registered yet), a company, a member who blocks
   * the viewer, no such file, or a media URL forged, altered or made for someone else. All alike
   * on purpose, so a refusal tells a stranger nothing about what exists.
   */
  | { refusal: 'not_found' }
  /** A genuine media URL past its time: the page should reload for fresh ones. */
  | { refusal: 'media_link_expired' }
  /** The profile after an edit would break a rule between fields (profileRuleIssues). */
  | { refusal: 'profile_rules'; issues: { field: string; messageKey: MessageKey }[] }
  /** The album is full. */
  | { refusal: 'photo_limit'; max: number }
  /** A moderator acts on a queue item someone already approved or rejected. */
  | { refusal: 'moderation_already_decided' }
  /** A reveal to a member the owner has no relation with (domain/reveals.ts). */
  | { refusal: 'reveal_not_allowed' }
  /** A request to see what the requester can already see, or cannot be revealed to them. */
  | { refusal: 'reveal_not_needed' }
  /** The owner answers a request to see that was already answered. */
  | { refusal: 'reveal_request_decided' }
  /**
   * A guardian answers a reveal withdrawn while it waited (a block between the two, a
   * suspension or an erasure of either): nothing left to approve.
   */
  | { refusal: 'guardian_request_withdrawn' }
  /** A selfie names no prompt of the member's, or one expired or used (domain/verification.ts). */
  | { refusal: 'verification_prompt_invalid' }
  /** A selfie or document of that kind already waits for staff. */
  | { refusal: 'verification_pending' }
  /** The badge is already earned. */
  | { refusal: 'verification_done' }
  /** Staff act on a submission someone already decided. */
  | { refusal: 'verification_already_decided' }
  /** Uploads or requests to see past the member's budget (the limiter's own refusal). */
  | RateLimited
  /** A staff list query with a filter it cannot read or a sort it does not offer. */
  | AdminListRefusal;

export type RefusalOf<K extends ProfileRefusal['refusal']> = Extract<ProfileRefusal, { refusal: K }>;

export const NOT_FOUND: RefusalOf<'not_found'> = { refusal: 'not_found' };
