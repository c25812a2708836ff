import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame';
import { SoonNotice } from './SoonNotice';

const FEATURES = ['about', 'album', 'media', 'follow', 'requests'] as const;

/** /profile (signed-in only, by the route guard): the member's own profile. */
export function ProfileFrame() {
  const { t } = useTranslation('member');
  return (
    <PageFrame
      id="profile"
      title={t('profile.title')}
      lead={t('profile.lead')}
      features={FEATURES.map((k) => t(`profile.features.${k}`))}
    >
      <SoonNotice />
    </PageFrame>
  );
}

export { ProfileFrame as Component };
