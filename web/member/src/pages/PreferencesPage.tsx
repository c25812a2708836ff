import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';
import { useOwnProfile } from '../features/profile/hooks/use-profile-load';
import { ProfileLoadFailed } from '../features/profile/components/ProfileStatus';
import { PreferencesView } from '../features/preferences/components/PreferencesView';

/**
 * /profile/preferences (signed-in only, by the route guard): what the member looks for. Her own
 * profile says whom she looks for (a woman a man), where wishes start (her age) and whether a
 * distance from her city can be asked; both load at once.
 */
export function PreferencesPage() {
  const { t } = useTranslation('preferences');
  useDocumentTitle(t('title'));
  const { state, retry } = useOwnProfile();
  const member =
    state.status === 'ready'
      ? { gender: state.profile.gender, age: state.profile.age, hasCity: state.profile.city !== null }
      : undefined;
  return (
    <PreferencesView
      member={member}
      memberFailed={state.status === 'failed' ? <ProfileLoadFailed onRetry={retry} /> : undefined}
    />
  );
}

export { PreferencesPage as Component };
