import { followRequestPageSchema, type FollowRequestPage, type RequestDirection } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { pageQuery } from './page-query';

/** GET /api/social/requests: my pending follow requests, incoming or outgoing, newest first. */
export const fetchRequests = (
  direction: RequestDirection,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FollowRequestPage> =>
  api(`/social/requests?${pageQuery(cursor, { direction })}`, { schema: followRequestPageSchema, signal });
