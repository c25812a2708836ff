import { Phone, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallMedia } from '@mawadda/contracts';
import { isMessageKey, translate } from '@mawadda/contracts/messages';
import { SocketRefusal } from '../../lib/chat-socket';
import { useToast } from '../../lib/toast';
import { useLocale } from '../../routes/use-locale';
import { useCalls } from './call-context';
import { CallsOffToggle } from './CallsOffToggle';

/**
 * Voice and video call buttons in a conversation's header. The server decides (open conversation,
 * no block, her "calls off", busy); a refusal is said in the member's language.
 */
export function CallButtons({ conversationId, name }: { conversationId: string; name: string }) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const toast = useToast();
  const { call, start } = useCalls();
  const [starting, setStarting] = useState(false);
  const place = async (media: CallMedia) => {
    setStarting(true);
    try {
      await start(conversationId, media);
    } catch (error) {
      // The refusal's message key, in the page's language (the socket sends keys, not text).
      const key = error instanceof SocketRefusal ? error.problem.messageKey : '';
      toast.error(isMessageKey(key) ? translate(key, locale) : t('calls.failed'));
    } finally {
      setStarting(false);
    }
  };
  const disabled = starting || call !== null;
  return (
    <div className="call-buttons">
      <CallsOffToggle conversationId={conversationId} />
      <button
        type="button"
        className="chat__icon-btn"
        disabled={disabled}
        onClick={() => void place('voice')}
        aria-label={t('calls.start.voice', { name })}
        title={t('calls.start.voice', { name })}
      >
        <Phone aria-hidden="true" size={20} />
      </button>
      <button
        type="button"
        className="chat__icon-btn"
        disabled={disabled}
        onClick={() => void place('video')}
        aria-label={t('calls.start.video', { name })}
        title={t('calls.start.video', { name })}
      >
        <Video aria-hidden="true" size={20} />
      </button>
    </div>
  );
}
