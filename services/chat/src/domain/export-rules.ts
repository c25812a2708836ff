import type { ConversationStatus } from '@mawadda/contracts';

/**
 * Whether a member's export carries the other side's words of a conversation (README: export).
 * Her export holds what she wrote, always; what the other member wrote was shared with her for
 * the conversation, so it goes with it only while the conversation is still open to her: not
 * closed (by either member, a block, a suspension or an erasure) and no block standing either way.
 * A member blocked by the other must not carry the blocker's words away after the block.
 */
export const exportsOtherSide = (c: { status: ConversationStatus }, blockedEitherWay: boolean): boolean =>
  c.status === 'open' && !blockedEitherWay;
