import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FamilyQuestions as Questions } from '@mawadda/contracts';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { answerQuestion, fetchQuestions, questionsKey } from '../api/match-api';

type Item = Questions['items'][number];

/**
 * The questions families ask, on one pair: I answer each privately; where we both answered, our
 * answers show side by side, agreement or difference marked (match README: questions).
 */
export function FamilyQuestions({ pairId, otherName }: { pairId: string; otherName: string }) {
  const { t } = useTranslation('match');
  const { locale } = useLocale();
  const questions = useQuery({
    queryKey: questionsKey(pairId),
    queryFn: ({ signal }) => fetchQuestions(pairId, signal),
  });
  if (questions.isError)
    return (
      <p className="form__error" role="alert">
        {problemMessage(questions.error, locale)}
      </p>
    );
  if (!questions.data) return null;
  return (
    <section className="pair-questions" aria-labelledby="pair-questions-title">
      <h2 id="pair-questions-title">{t('questions.title')}</h2>
      {questions.data.open ? (
        <>
          <p>{t('questions.lead', { name: otherName })}</p>
          <ol className="pair-questions__list">
            {questions.data.items.map((item) => (
              <Question key={item.questionId} pairId={pairId} item={item} otherName={otherName} />
            ))}
          </ol>
        </>
      ) : (
        <p>{t('questions.closed')}</p>
      )}
    </section>
  );
}

function Question({ pairId, item, otherName }: { pairId: string; item: Item; otherName: string }) {
  const { t } = useTranslation('match');
  const { locale } = useLocale();
  const client = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState(!item.mine);
  const [choice, setChoice] = useState(item.mine?.choice ?? '');
  const [note, setNote] = useState(item.mine?.note ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const q = item.questionId;
  const option = (c: string) => t(`questions.options.${q}.${c}`);
  const headingId = `question-${q}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      client.setQueryData(
        questionsKey(pairId),
        await answerQuestion(pairId, q, { choice, note: note.trim() || undefined }),
      );
      setEditing(false);
      toast.success(t('questions.saved'));
    } catch (err) {
      setError(problemMessage(err, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="pair-question" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`questions.q.${q}`)}</h3>
      {item.mine && item.theirs && (
        <div className="pair-question__compare">
          <p className={`pair-question__verdict ${item.agree ? 'is-agree' : 'is-differ'}`}>
            {item.agree ? t('questions.agree') : t('questions.differ')}
          </p>
          <dl>
            <dt>{t('questions.yours')}</dt>
            <dd>
              {option(item.mine.choice)}
              {item.mine.note && <q dir="auto">{item.mine.note}</q>}
            </dd>
            <dt>{t('questions.theirs', { name: otherName })}</dt>
            <dd>
              {option(item.theirs.choice)}
              {item.theirs.note && <q dir="auto">{item.theirs.note}</q>}
            </dd>
          </dl>
        </div>
      )}
      {item.mine && !item.theirs && (
        <p className="pair-question__status">
          {t('questions.yourAnswer', { answer: option(item.mine.choice) })}{' '}
          {t('questions.waitingForThem', { name: otherName })}
        </p>
      )}
      {!item.mine && item.theyAnswered && (
        <p className="pair-question__status">{t('questions.theyAnswered', { name: otherName })}</p>
      )}
      {editing ? (
        <form onSubmit={(e) => void submit(e)} className="form">
          {/* The site's field styles (styles/forms.css): answers as boxes, the note full width. */}
          <fieldset className="field choice-list">
            <legend className="visually-hidden">{t(`questions.q.${q}`)}</legend>
            <div className="choice-list__options">
              {item.options.map((c) => (
                <label key={c} className="choice-list__option">
                  <input
                    type="radio"
                    name={`answer-${q}`}
                    value={c}
                    checked={choice === c}
                    onChange={() => setChoice(c)}
                    required
                  />
                  {option(c)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor={`answer-${q}-note`}>{t('questions.note')}</label>
            <input
              id={`answer-${q}-note`}
              type="text"
              maxLength={300}
              dir="auto"
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={busy || !choice}>
            {t('questions.save')}
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn--ghost" onClick={() => setEditing(true)}>
          {t('questions.change')}
        </button>
      )}
    </li>
  );
}
