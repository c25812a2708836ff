import type { EventHandlers } from '@mawadda/kit';
import type { ProfileApp } from '../app/context.js';
import { applyMemberVerified } from '../app/verification-badges.js';

/** Auth's `member.verified` → the phone or email badge (README: verification and badges). */
export function verifiedHandlers(app: ProfileApp): EventHandlers {
  return {
    'member.verified': (event, tx) => applyMemberVerified(app, tx, event.payload),
  };
}
