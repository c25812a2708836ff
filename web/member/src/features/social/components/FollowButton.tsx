import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowButton as ButtonState, Relationship } from '@mawadda/contracts';
import { useAppState } from '../../../app/state';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { followMember } from '../api/follow-member';
import { unfollowMember } from '../api/unfollow-member';
import { socialKeys } from '../hooks/social-keys';
import { actionFailure, sessionEnded } from '../lib/action-failure';

const LABELS = {
  Follow: 'follow.follow',
  Requested: 'follow.requested',
  UnFollow: 'follow.unfollow',
} as const satisfies Record<ButtonState, string>;

interface Props {
  memberId: string;
  name: string;
  /** Absent for a guest: the button is still offered, and asks them to log in first (spec §6). */
  relationship?: Relationship;
  onChange?: (next: Relationship) => void;
  /** The id of the member's name nearby, when several buttons share a page (search results). */
  describedBy?: string;
}

/**
 * The spec's follow button: Follow, then Unfollow (public profile) or Requested (private, until
 * they answer). Pressing Requested withdraws the request; pressing Unfollow unfollows. The label
 * comes from the API's `button`, so it always says what the server holds.
 */
export function FollowButton({ memberId, name, relationship, onChange, describedBy }: Props) {
  const { t } = useTranslation(['social', 'member']);
  const { locale } = useLocale();
  const { state } = useAppState();
  const toast = useToast();
  const hintId = useId();
  const queryClient = useQueryClient();
  const shown: ButtonState = relationship?.button ?? 'Follow';
  const action = useMutation({
    mutationFn: (pressed: ButtonState) =>
      pressed === 'Follow' ? followMember(memberId) : unfollowMember(memberId),
    // The answer is where I now stand with them: a later look at their profile starts from it.
    onSuccess: (next) => queryClient.setQueryData(socialKeys.relationship(memberId), next),
  });
  const busy = action.isPending;

  const press = async () => {
    if (!state.auth.isAuthenticated || !relationship) return toast.error(t('member:loginFirst'));
    if (busy) return;
    try {
      const next = await action.mutateAsync(shown);
      if (shown === 'Follow')
        toast.success(next.following === 'accepted' ? t('follow.followed') : t('follow.requestSent'));
      else toast.success(shown === 'Requested' ? t('follow.requestCancelled') : t('follow.unfollowed'));
      onChange?.(next);
    } catch (error) {
      // The session ran out and could not be renewed: the page turns to the login prompt, and the
      // toast says why the press did nothing.
      if (sessionEnded(error)) toast.error(t('member:loginFirst'));
      else toast.error(actionFailure(error, locale, t('follow.failed')));
    }
  };

  return (
    <>
      <button
        type="button"
        className={`btn ${shown === 'Follow' ? 'btn--primary' : 'btn--ghost'} follow-button`}
        aria-busy={busy || undefined}
        aria-describedby={
          [describedBy, shown === 'Requested' && hintId].filter(Boolean).join(' ') || undefined
        }
        onClick={() => void press()}
      >
        {t(LABELS[shown])}
      </button>
      {shown === 'Requested' && (
        <span id={hintId} className="visually-hidden">
          {t('follow.requestedHint', { name })}
        </span>
      )}
    </>
  );
}
