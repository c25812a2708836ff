import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender, Relationship } from '@mawadda/contracts';
import type { RequestAnswer } from '../api/answer-request';
import { useAnswerRequest } from '../hooks/use-answer-request';

interface Props {
  name: string;
  gender: Gender | null;
  relationship: Relationship;
  onChange: (next: Relationship) => void;
  /** The request was withdrawn meanwhile: ask where we stand again. */
  onStale: () => void;
}

/** On the profile of someone who asked to follow me: accept or reject right here (spec §6). */
export function IncomingRequestNotice({ name, gender, relationship, onChange, onStale }: Props) {
  const { t } = useTranslation('social');
  const answerRequest = useAnswerRequest();
  const [busy, setBusy] = useState(false);
  const requestId = relationship.incomingRequestId;
  if (!requestId || relationship.blocking) return null;

  const answer = async (kind: RequestAnswer) => {
    if (busy) return;
    setBusy(true);
    const outcome = await answerRequest(requestId, kind);
    setBusy(false);
    if (outcome.done) onChange(outcome.relationship);
    else if (outcome.gone) onStale();
  };

  return (
    <section className="notice notice--request" aria-labelledby="incoming-request-title">
      <h2 id="incoming-request-title" className="notice__title">
        {t('incoming.title', { name })}
      </h2>
      <p>{t('incoming.body', { name, context: gender ?? undefined })}</p>
      <div className="form__actions">
        <button
          type="button"
          className="btn btn--primary"
          aria-busy={busy || undefined}
          onClick={() => void answer('accept')}
        >
          {t('incoming.accept')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          aria-busy={busy || undefined}
          onClick={() => void answer('reject')}
        >
          {t('incoming.reject')}
        </button>
      </div>
    </section>
  );
}
