import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Gender } from '@mawadda/contracts';
import { myMemberId } from '../../../lib/my-member-id';
import { useLocale } from '../../../routes/use-locale';
import { RefusalNotice } from '../components/RefusalNotice';
import { useChatWith } from './use-chat-with';

export interface MessageAction {
  /** Beside the name, with follow: the spec's message button. */
  button: ReactNode;
  /** Under the head, once the button is pressed: why I cannot write now, and the way forward. */
  notice: ReactNode;
}

/**
 * The message button on another member's profile. It opens the conversation when I may write or
 * one exists (its history is mine to read); otherwise pressing it explains why. Not offered when
 * chat does not know them: they block me, and the page shows nothing of it.
 */
export function useMessageAction({
  memberId,
  name,
  gender,
  follow,
  enabled = true,
}: {
  memberId: string;
  name: string;
  gender: Gender | null;
  follow?: ReactNode;
  enabled?: boolean;
}): MessageAction {
  const { t } = useTranslation('chat');
  const { to } = useLocale();
  const noticeId = useId();
  const [open, setOpen] = useState(false);
  const self = memberId === myMemberId();
  const chat = useChatWith(memberId, enabled && !self);
  const data = chat.data;
  // Nothing until chat answers: a button that appears and then vanishes (she blocks me) would
  // say more than the page should.
  if (!enabled || self || !data) return { button: null, notice: null };
  if (data.conversation || data.canWrite || !data.refusal)
    return {
      button: (
        <Link className="btn btn--primary message-button" to={to(`/chat/${memberId}`)}>
          {t('messageButton.label')}
        </Link>
      ),
      notice: null,
    };
  return {
    button: (
      <button
        type="button"
        className="btn btn--ghost message-button"
        aria-expanded={open}
        aria-controls={noticeId}
        onClick={() => setOpen(!open)}
      >
        {t('messageButton.label')}
      </button>
    ),
    notice: (
      <div id={noticeId} className="message-refusal" hidden={!open}>
        {open && (
          <RefusalNotice
            refusal={data.refusal}
            memberId={memberId}
            name={name}
            gender={gender}
            follow={follow}
            retryAfterSeconds={data.retryAfterSeconds}
            onProfilePage
          />
        )}
      </div>
    ),
  };
}
