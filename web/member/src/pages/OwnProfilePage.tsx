import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';
import { useOwnProfile } from '../features/profile/hooks/use-profile-load';
import { OwnProfileView } from '../features/profile/components/OwnProfileView';
import { ProfileLoadFailed, ProfileLoading } from '../features/profile/components/ProfileStatus';
import { FollowCounts } from '../features/social/components/FollowCounts';
import { SocialLinks } from '../features/social/components/SocialLinks';
import { PrivacyLinks } from '../features/reveal/components/PrivacyLinks';
import { PreferencesLink } from '../features/preferences/components/PreferencesLink';

/**
 * /profile (signed-in only, by the route guard): the member's own profile, with the social
 * feature's counts under the name, and the ways to what she looks for, requests and blocks.
 */
export function OwnProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  const { state, replace, refresh, retry } = useOwnProfile();
  if (state.status === 'loading') return <ProfileLoading />;
  if (state.status === 'failed') return <ProfileLoadFailed onRetry={retry} />;
  return (
    <OwnProfileView
      profile={state.profile}
      options={state.options}
      onReplace={replace}
      onRefresh={() => void refresh()}
      meta={<FollowCounts memberId={state.profile.memberId} gender={state.profile.gender} />}
      links={
        <>
          <PreferencesLink />
          <SocialLinks />
          <PrivacyLinks />
        </>
      }
    />
  );
}

export { OwnProfilePage as Component };
