import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAppState } from '../app/state';
import { ApiProblem } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';
import { useLocale } from '../routes/use-locale';
import { NotFoundPage } from '../lib/errors/NotFoundPage';
import { FollowButton } from '../features/social/components/FollowButton';
import { useMemberSocial } from '../features/social/hooks/use-member-social';
import { useMemberProfile } from '../features/profile/hooks/use-profile-load';
import { displayName } from '../lib/display-name';
import { GuestInvite } from '../features/member/components/GuestInvite';
import { MemberProfileView } from '../features/profile/components/MemberProfileView';
import { ProfileLoadFailed, ProfileLoading } from '../features/profile/components/ProfileStatus';
import { chatKeys } from '../features/chat/hooks/chat-keys';
import { useMessageAction } from '../features/chat/hooks/use-message-action';
import { HiddenMediaPanel } from '../features/reveal/components/HiddenMediaPanel';
import { RevealToMember } from '../features/reveal/components/RevealToMember';
import { PairCompatibility } from '../features/search/components/PairCompatibility';
import { pairCompatibilityKey, usePairCompatibility } from '../features/search/hooks/use-pair-compatibility';

/** An unknown member is a 404; so is an id that cannot be one (the API answers 400 for it). */
const isUnknownMember = (error: unknown) =>
  error instanceof ApiProblem && (error.status === 404 || error.status === 400);

function MemberProfile({ memberId }: { memberId: string }) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const { state, retry, refresh } = useMemberProfile(memberId);
  const pair = usePairCompatibility(memberId);
  const ready = state.status === 'ready' ? state.profile : undefined;
  const name = ready ? displayName(ready, locale) : '';
  const gender = ready?.gender ?? null;
  // Following, an answer or a block can open or close their photos (the profile is read again),
  // changes whether I may write to them, and whether search weighs us as a pair (asked again too).
  const accessChanged = useCallback(() => {
    refresh();
    void queryClient.invalidateQueries({ queryKey: chatKeys.with(memberId) });
    void queryClient.invalidateQueries({ queryKey: pairCompatibilityKey(memberId) });
  }, [refresh, queryClient, memberId]);
  const social = useMemberSocial(memberId, name, gender, accessChanged);
  const message = useMessageAction({
    memberId,
    name,
    gender,
    follow: social.follow,
    enabled: state.status === 'ready' && !social.blocking,
  });
  const notFound = state.status === 'failed' && isUnknownMember(state.error);
  // The 404 page titles the tab itself; two titles at once would fight over it.
  useDocumentTitle(notFound ? undefined : name || t('memberTitle'));
  if (state.status === 'loading') return <ProfileLoading />;
  if (notFound) return <NotFoundPage />;
  if (state.status === 'failed') return <ProfileLoadFailed onRetry={retry} />;
  return (
    <MemberProfileView
      profile={state.profile}
      options={state.options}
      actions={
        (message.button || social.actions) && (
          <>
            {message.button}
            {social.actions}
          </>
        )
      }
      meta={social.meta}
      notices={
        <>
          {message.notice}
          {social.notices}
          {!social.blocking && <PairCompatibility view={pair} gender={gender} />}
        </>
      }
      withdrawn={social.blocking}
      reveal={
        <>
          <HiddenMediaPanel profile={state.profile} name={name} onChanged={refresh} />
          <RevealToMember memberId={memberId} name={name} />
        </>
      }
    />
  );
}

/**
 * A guest's view: what the server lets a guest read (a public profile with first names only; of
 * a private one the first name, age, place and badges), with what signing up opens. The follow
 * button is there too: pressing it says "Please login first" (spec §6).
 */
function GuestMemberProfile({ memberId }: { memberId: string }) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const { state, retry } = useMemberProfile(memberId);
  const ready = state.status === 'ready' ? state.profile : undefined;
  const name = ready ? displayName(ready, locale) : '';
  const notFound = state.status === 'failed' && isUnknownMember(state.error);
  useDocumentTitle(notFound ? undefined : name || t('memberTitle'));
  if (state.status === 'loading') return <ProfileLoading />;
  if (notFound) return <NotFoundPage />;
  if (state.status === 'failed') return <ProfileLoadFailed onRetry={retry} />;
  const { profile } = state;
  return (
    <MemberProfileView
      profile={profile}
      options={state.options}
      actions={<FollowButton memberId={memberId} name={name} />}
      notices={<GuestInvite name={name} gender={profile.gender} limited={profile.limited} />}
      lockedNotice={false}
    />
  );
}

/** /profile/:id: another member's profile, open to guests in the view the server gives them. */
export function MemberProfilePage() {
  const { state } = useAppState();
  const { id = '' } = useParams();
  if (state.auth.isAuthenticated) return <MemberProfile key={id} memberId={id} />;
  return <GuestMemberProfile key={id} memberId={id} />;
}

export { MemberProfilePage as Component };
