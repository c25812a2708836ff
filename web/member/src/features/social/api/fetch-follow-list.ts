import { followEntryPageSchema, type FollowEntryPage } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { pageQuery } from './page-query';
import { memberPath } from './social-path';

export type FollowSide = 'followers' | 'following';

/** GET /api/social/members/{memberId}/followers|following: 403 `social.listsPrivate` when hidden. */
export const fetchFollowList = (
  memberId: string,
  side: FollowSide,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FollowEntryPage> =>
  api(`${memberPath('members', memberId)}/${side}?${pageQuery(cursor)}`, {
    schema: followEntryPageSchema,
    signal,
  });
