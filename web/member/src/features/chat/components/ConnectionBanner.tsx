import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../../../lib/chat-socket';

/**
 * While the chat connection is down: said once (a polite live region that is always there, so
 * the words are announced when they appear), with what happens to messages written meanwhile.
 */
export function ConnectionBanner({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('chat');
  const down = status === 'reconnecting';
  return (
    <div className="chat__connection" role="status" aria-live="polite">
      {down && (
        <p className="chat-banner">
          <span className="chat-banner__spinner" aria-hidden="true" />
          {t('connection.reconnecting')}
        </p>
      )}
    </div>
  );
}
