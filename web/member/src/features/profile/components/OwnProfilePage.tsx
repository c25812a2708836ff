import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadOwnProfile } from '../hooks/load-own-profile';
import { useProfileLoad } from '../hooks/use-profile-load';
import { OwnProfileView } from './OwnProfileView';
import { ProfileLoadFailed, ProfileLoading } from './ProfileStatus';

/** /profile (signed-in only, by the route guard): the member's own profile. */
export function OwnProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  const { state, replace, refresh, retry } = useProfileLoad(loadOwnProfile);
  if (state.status === 'loading') return <ProfileLoading />;
  if (state.status === 'failed') return <ProfileLoadFailed onRetry={retry} />;
  return (
    <OwnProfileView
      profile={state.profile}
      options={state.options}
      onReplace={replace}
      onRefresh={() => void refresh()}
    />
  );
}

export { OwnProfilePage as Component };
