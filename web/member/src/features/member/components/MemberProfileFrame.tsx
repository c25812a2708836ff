import { useTranslation } from 'react-i18next';
import { MemberGate } from './MemberGate';
import { PageFrame } from './PageFrame';
import { SoonNotice } from './SoonNotice';

const FEATURES = ['about', 'album', 'follow', 'message'] as const;

/** /profile/:id: another member's profile; open to guests only as far as asking them to log in. */
export function MemberProfileFrame() {
  const { t } = useTranslation('member');
  return (
    <PageFrame
      id="memberProfile"
      title={t('memberProfile.title')}
      lead={t('memberProfile.lead')}
      features={FEATURES.map((k) => t(`memberProfile.features.${k}`))}
    >
      <MemberGate>
        <SoonNotice />
      </MemberGate>
    </PageFrame>
  );
}

export { MemberProfileFrame as Component };
