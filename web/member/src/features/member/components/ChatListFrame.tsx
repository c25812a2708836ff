import { useTranslation } from 'react-i18next';
import { LoginPrompt } from './LoginPrompt';
import { PageFrame } from './PageFrame';

const FEATURES = ['list', 'open'] as const;

/** /profile/chat for a guest: what the list offers, and the way to log in (and back here). */
export function ChatListFrame() {
  const { t } = useTranslation('member');
  return (
    <PageFrame
      id="chatList"
      title={t('chatList.title')}
      lead={t('chatList.lead')}
      features={FEATURES.map((k) => t(`chatList.features.${k}`))}
    >
      <LoginPrompt />
    </PageFrame>
  );
}
