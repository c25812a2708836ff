import { useTranslation } from 'react-i18next';
import type { Conversation, Gender } from '@mawadda/contracts';

/**
 * Where a guardian is part of a conversation. For its starter, the request waiting for
 * (or declined by) the other member's guardian; the member herself never sees such a
 * conversation. Texts in the `guardian` namespace (`requests.chat.*`).
 */
export function GuardianApprovalNotice({
  conversation,
  name,
  gender,
}: {
  conversation: Conversation;
  name: string;
  gender: Gender | null;
}) {
  const { t } = useTranslation('guardian');
  const gate = conversation.guardianApproval;
  if (!gate) return null;
  const context = gender ?? undefined;
  return (
    <div className={`notice chat-notice chat-notice--guardian chat-notice--guardian-${gate}`} role="status">
      <h2 className="notice__title">
        {t(`requests.chat.${gate}.title`, { name, context })}
      </h2>
      <p>{t(`requests.chat.${gate}.text`, { name, context })}</p>
    </div>
  );
}

/** "A guardian can read this conversation", to both sides while a guardian of either reads it. */
export function GuardianReadsNotice({ conversation }: { conversation: Conversation | null | undefined }) {
  const { t } = useTranslation('guardian');
  if (!conversation?.guardianReads) return null;
  return <p className="chat__guardian-reads notice">{t('requests.chat.reads')}</p>;
}
