import { useTranslation } from 'react-i18next';
import { LoginPrompt } from './LoginPrompt';
import { PageFrame } from './PageFrame';

const FEATURES = ['private', 'presence', 'profile'] as const;

/** /chat/:id for a guest: what a conversation offers, and the way to log in (and back here). */
export function ChatFrame() {
  const { t } = useTranslation('member');
  return (
    <PageFrame
      id="chat"
      title={t('chat.title')}
      lead={t('chat.lead')}
      features={FEATURES.map((k) => t(`chat.features.${k}`))}
    >
      <LoginPrompt />
    </PageFrame>
  );
}
