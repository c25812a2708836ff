import { useTranslation } from 'react-i18next';
import { MemberGate } from './MemberGate';
import { PageFrame } from './PageFrame';
import { SoonNotice } from './SoonNotice';

const FEATURES = ['private', 'presence', 'profile'] as const;

/** /chat/:id: a conversation with one member. */
export function ChatFrame() {
  const { t } = useTranslation('member');
  return (
    <PageFrame
      id="chat"
      title={t('chat.title')}
      lead={t('chat.lead')}
      features={FEATURES.map((k) => t(`chat.features.${k}`))}
    >
      <MemberGate>
        <SoonNotice />
      </MemberGate>
    </PageFrame>
  );
}

export { ChatFrame as Component };
