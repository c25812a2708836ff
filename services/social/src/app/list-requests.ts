import type { RequestDirection } from '@mawadda/contracts';
import type { KeysetCursor } from '@mawadda/kit';
import type { SocialApp } from './context.js';

/** My pending follow requests, incoming (waiting for my answer) or outgoing, newest first. */
export const listRequests = (
  app: SocialApp,
  memberId: string,
  direction: RequestDirection,
  page: { limit: number; cursor: KeysetCursor<string> | undefined },
) => app.lists.requests(memberId, direction, page.limit, page.cursor);
