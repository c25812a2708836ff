import { useTranslation } from 'react-i18next';
import type { Gender } from '@mawadda/contracts';

/** "… is typing", in a polite live region that is always there (so its words are announced). */
export function TypingIndicator({
  typing,
  name,
  gender,
}: {
  typing: boolean;
  name: string;
  gender: Gender | null;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className="chat__typing" role="status" aria-live="polite">
      {typing && (
        <p className="typing">
          <span className="typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('typing', { name, context: gender ?? undefined })}
        </p>
      )}
    </div>
  );
}
