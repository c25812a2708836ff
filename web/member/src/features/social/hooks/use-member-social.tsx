import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import type { Gender, Relationship } from '@mawadda/contracts';
import { BlockedNotice } from '../components/BlockedNotice';
import { FollowButton } from '../components/FollowButton';
import { FollowCounts } from '../components/FollowCounts';
import { IncomingRequestNotice } from '../components/IncomingRequestNotice';
import { MemberMenu } from '../components/MemberMenu';
import { myMemberId } from '../../../lib/my-member-id';
import { socialKeys } from './social-keys';
import { useRelationship } from './use-relationship';

export interface MemberSocial {
  /** Beside the name: the follow button and the "more" menu. */
  actions: ReactNode;
  /** Under the name: followers and following. */
  meta: ReactNode;
  /** Under the head: their request to me, or my block. */
  notices: ReactNode;
  /** I block them: the page keeps only their name and the way to unblock. */
  blocking: boolean;
  /**
   * The follow button alone, for another feature's way forward on this page (chat: "follow them
   * first"); the same relationship, so both buttons always say the same. Null while unknown.
   */
  follow: ReactNode;
}

/**
 * The social parts of another member's profile, sharing one relationship. Any change may open or
 * close their photos, so `onAccessChange` lets the page read the profile again. `gender` picks the
 * Arabic verbs of sentences about them (تصبح / يصبح).
 */
export function useMemberSocial(
  memberId: string,
  name: string,
  gender: Gender | null,
  onAccessChange: () => void,
): MemberSocial {
  const queryClient = useQueryClient();
  const { state, set, reload } = useRelationship(memberId);
  const recount = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: socialKeys.counts(memberId) }),
    [queryClient, memberId],
  );
  const changed = useCallback(
    (next: Relationship) => {
      set(next);
      recount();
      onAccessChange();
    },
    [set, recount, onAccessChange],
  );
  const stale = useCallback(() => {
    reload();
    recount();
    onAccessChange();
  }, [reload, recount, onAccessChange]);

  const meta = <FollowCounts memberId={memberId} gender={gender} />;
  // One's own profile under /profile/{my id}: nobody follows, blocks or reports themselves.
  if (state.status !== 'ready' || memberId === myMemberId())
    return { actions: null, meta, notices: null, blocking: false, follow: null };
  const { relationship } = state;
  const menu = (
    <MemberMenu
      memberId={memberId}
      name={name}
      gender={gender}
      relationship={relationship}
      onChange={changed}
      onStale={stale}
    />
  );
  const follow = relationship.blocking ? null : (
    <FollowButton memberId={memberId} name={name} relationship={relationship} onChange={changed} />
  );
  return {
    actions: (
      <>
        {follow}
        {menu}
      </>
    ),
    meta,
    notices: relationship.blocking ? (
      <BlockedNotice memberId={memberId} name={name} gender={gender} onChange={changed} />
    ) : (
      <IncomingRequestNotice
        name={name}
        gender={gender}
        relationship={relationship}
        onChange={changed}
        onStale={stale}
      />
    ),
    blocking: relationship.blocking,
    follow,
  };
}
