import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender } from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { ApiProblem } from '../../../lib/api';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';

/** The server's sentence when the member can act on it (a limit, a block); else the caller's words. */
const failure = (error: unknown, locale: Locale, fallback: string) =>
  error instanceof ApiProblem && (error.status === 429 || /^(social|search)\./.test(error.problem.messageKey))
    ? problemMessage(error, locale)
    : fallback;

/**
 * A suggestion's two answers: Interested (a follow, or a follow request on a private profile),
 * then "sent" in its place; and Pass, which takes the card away and is never told to the other.
 */
export function SuggestionActions({
  nameId,
  viewer,
  sent,
  onInterested,
  onPass,
}: {
  /** The id of the card's name: each button names its member by it. */
  nameId: string;
  /** Arabic says "interested" in the member's own gender (مهتمة / مهتم). */
  viewer: Gender | null;
  sent: boolean;
  onInterested(): Promise<unknown>;
  onPass(): Promise<unknown>;
}) {
  const { t } = useTranslation('search');
  const { locale } = useLocale();
  const toast = useToast();
  const [busy, setBusy] = useState<'interested' | 'pass' | null>(null);

  const run = async (action: 'interested' | 'pass', call: () => Promise<unknown>, failed: string) => {
    if (busy) return;
    setBusy(action);
    try {
      await call();
    } catch (error) {
      toast.error(failure(error, locale, failed));
    } finally {
      setBusy(null);
    }
  };

  if (sent)
    return (
      <p className="suggestion__sent" role="status">
        {t('suggestions.sent')}
      </p>
    );
  return (
    <div className="suggestion__actions">
      <button
        type="button"
        className="btn btn--primary"
        aria-describedby={nameId}
        aria-busy={busy === 'interested' || undefined}
        disabled={busy !== null}
        onClick={() => void run('interested', onInterested, t('suggestions.interestFailed'))}
      >
        {t('suggestions.interested', { context: viewer ?? undefined })}
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        aria-describedby={nameId}
        aria-busy={busy === 'pass' || undefined}
        disabled={busy !== null}
        onClick={() => void run('pass', onPass, t('suggestions.passFailed'))}
      >
        {t('suggestions.pass')}
      </button>
    </div>
  );
}
