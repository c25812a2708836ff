import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ChatWith, Gender } from '@mawadda/contracts';
import { problemMessage } from '../../../lib/problem-message';
import { useLocale } from '../../../routes/use-locale';
import { fetchChatWith } from '../api/fetch-chat-with';
import { chatKeys } from '../hooks/chat-keys';
import { RefusalNotice } from './RefusalNotice';

interface Props {
  memberId: string;
  name: string;
  gender: Gender | null;
  /** The id of the card's name, which the button names its member by. */
  describedBy?: string;
  /** The way forward when chat says "follow first": the card's own follow button. */
  follow?: ReactNode;
}

/**
 * "Message" on a list's card (search results). Chat is asked only when it is pressed (a page of
 * twenty cards must not ask twenty times): where I may write, or we already talk, it opens the
 * conversation (a ward's guardian then approves the first message there, as chat's rules say);
 * otherwise the card says why, with the way forward.
 */
export function CardMessageButton({ memberId, name, gender, describedBy, follow }: Props) {
  const { t } = useTranslation('chat');
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const noticeId = useId();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ChatWith | null>(null);
  const [error, setError] = useState<string | null>(null);

  const press = async () => {
    if (answer?.refusal) return setAnswer(null);
    setBusy(true);
    setError(null);
    try {
      const data = await queryClient.fetchQuery({
        queryKey: chatKeys.with(memberId),
        queryFn: ({ signal }) => fetchChatWith(memberId, signal),
      });
      if (data.conversation || data.canWrite || !data.refusal) return navigate(to(`/chat/${memberId}`));
      setAnswer(data);
    } catch (e) {
      setError(problemMessage(e, locale));
    } finally {
      setBusy(false);
    }
  };

  const refusal = answer?.refusal ?? null;
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-describedby={describedBy}
        aria-expanded={refusal !== null}
        aria-controls={noticeId}
        disabled={busy}
        onClick={() => void press()}
      >
        <MessageCircle className="btn__icon" aria-hidden="true" />
        {t('messageButton.label')}
      </button>
      <div id={noticeId} className="card-message__notice" hidden={refusal === null && error === null}>
        {refusal && (
          <RefusalNotice
            refusal={refusal}
            memberId={memberId}
            name={name}
            gender={gender}
            follow={follow}
            level={3}
            retryAfterSeconds={answer?.retryAfterSeconds ?? null}
          />
        )}
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </>
  );
}
