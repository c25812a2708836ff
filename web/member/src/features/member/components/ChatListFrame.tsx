import { useTranslation } from 'react-i18next';
import { MemberGate } from './MemberGate';
import { PageFrame } from './PageFrame';
import { SoonNotice } from './SoonNotice';

const FEATURES = ['list', 'open'] as const;

/** /profile/chat: the member's conversations. */
export function ChatListFrame() {
  const { t } = useTranslation('member');
  return (
    <PageFrame
      id="chatList"
      title={t('chatList.title')}
      lead={t('chatList.lead')}
      features={FEATURES.map((k) => t(`chatList.features.${k}`))}
    >
      <MemberGate>
        <SoonNotice />
      </MemberGate>
    </PageFrame>
  );
}

export { ChatListFrame as Component };
