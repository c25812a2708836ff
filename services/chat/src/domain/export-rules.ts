import type { ConversationStatus } from '@mawadda/contracts';

/**
 * Her export holds what she wrote, always; the other member's words were shared for the
 * conversation, so they go only while it is open to her (not closed, no block either way): a
 * blocked member must not carry the blocker's words away.
 */
export const exportsOtherSide = (c: { status: ConversationStatus }, blockedEitherWay: boolean): boolean =>
  c.status === 'open' && !blockedEitherWay;
