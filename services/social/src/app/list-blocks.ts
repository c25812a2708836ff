import type { KeysetCursor } from '@mawadda/kit';
import type { SocialApp } from './context.js';

/** The members I block, newest first: mine alone to read. */
export const listBlocks = (
  app: SocialApp,
  memberId: string,
  page: { limit: number; cursor: KeysetCursor<string> | undefined },
) => app.lists.blocks(memberId, page.limit, page.cursor);
