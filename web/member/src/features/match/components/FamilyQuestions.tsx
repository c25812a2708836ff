import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FamilyQuestions as Questions } from '@mawadda/contracts';
import type { Localized } from '@mawadda/contracts/locale';
import { ApiProblem } from '../../../lib/api';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { answerQuestion, fetchQuestions, letGuardianAnswer, questionsKey } from '../api/match-api';

type Item = Questions['items'][number];
type Answer = NonNullable<Item['mine']>;

/**
 * Who reads: a member her own side, or her guardian her side while she lets him (`wardName`
 * names her then). The words are the ones staff wrote, in the page's language.
 */
export type QuestionsReader = { side: 'member' } | { side: 'guardian'; wardName: string };

/**
 * The questions families ask, on one pair: her side answers each privately; where both sides
 * answered, the answers show side by side, agreement or difference marked, with who gave each
 * (match README: questions).
 */
export function FamilyQuestions({
  pairId,
  otherName,
  reader = { side: 'member' },
}: {
  pairId: string;
  otherName: string;
  reader?: QuestionsReader;
}) {
  const { t } = useTranslation('match');
  const { locale } = useLocale();
  const questions = useQuery({
    queryKey: questionsKey(pairId, reader.side),
    queryFn: ({ signal }) => fetchQuestions(pairId, signal, reader.side),
  });
  if (questions.isError) {
    // A guardian she has not let answer: say so plainly, not as an error.
    if (reader.side === 'guardian' && questions.error instanceof ApiProblem && questions.error.status === 403)
      return (
        <section className="pair-questions">
          <h3>{t('questions.title')}</h3>
          <p>{t('questions.guardianNotAllowed', { member: reader.wardName })}</p>
        </section>
      );
    return (
      <p className="form__error" role="alert">
        {problemMessage(questions.error, locale)}
      </p>
    );
  }
  if (!questions.data) return null;
  const titleId = `pair-questions-title-${reader.side}-${pairId}`;
  const Heading = reader.side === 'guardian' ? 'h3' : 'h2';
  return (
    <section className="pair-questions" aria-labelledby={titleId}>
      <Heading id={titleId}>{t('questions.title')}</Heading>
      {reader.side === 'member' && questions.data.guardian.linked && (
        <GuardianLeave pairId={pairId} allowed={questions.data.guardian.mayAnswer} />
      )}
      {questions.data.open ? (
        <>
          <p>
            {reader.side === 'guardian'
              ? t('questions.guardianLead', { member: reader.wardName, name: otherName })
              : t('questions.lead', { name: otherName })}
          </p>
          <ol className="pair-questions__list">
            {questions.data.items.map((item) => (
              <Question
                key={item.questionId}
                pairId={pairId}
                item={item}
                otherName={otherName}
                reader={reader}
              />
            ))}
          </ol>
        </>
      ) : (
        <p>{t('questions.closed')}</p>
      )}
    </section>
  );
}

/** Her leave for her guardian to answer this path's questions for her side. */
function GuardianLeave({ pairId, allowed }: { pairId: string; allowed: boolean }) {
  const { t } = useTranslation('match');
  const { locale } = useLocale();
  const client = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const change = async (next: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      client.setQueryData(questionsKey(pairId), await letGuardianAnswer(pairId, next));
      toast.success(t(next ? 'questions.guardianAllowed' : 'questions.guardianWithdrawn'));
    } catch (err) {
      setError(problemMessage(err, locale));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pair-questions__leave">
      <label className="pair-path__check">
        <input
          type="checkbox"
          checked={allowed}
          disabled={busy}
          onChange={(e) => void change(e.target.checked)}
        />
        {t('questions.letGuardian')}
      </label>
      <p className="pair-question__status">{t('questions.letGuardianHint')}</p>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Question({
  pairId,
  item,
  otherName,
  reader,
}: {
  pairId: string;
  item: Item;
  otherName: string;
  reader: QuestionsReader;
}) {
  const { t } = useTranslation('match');
  const { locale } = useLocale();
  const client = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState(!item.mine && !item.retired);
  const [choice, setChoice] = useState(item.mine?.choice ?? '');
  const [note, setNote] = useState(item.mine?.note ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const q = item.questionId;
  const words = (w: Localized) => w[locale] || w.ar;
  const option = (c: string) => {
    const found = item.options.find((o) => o.id === c);
    return found ? words(found.label) : c;
  };
  const headingId = `question-${reader.side}-${pairId}-${q}`;
  const wardName = reader.side === 'guardian' ? reader.wardName : '';

  /** Who gave an answer, where it is worth saying: a guardian's, or, to him, hers. */
  const byLine = (a: Answer, whose: 'mine' | 'theirs') => {
    if (whose === 'theirs')
      return a.by === 'guardian' ? t('questions.byTheirGuardian', { name: otherName }) : null;
    if (reader.side === 'guardian')
      return a.by === 'guardian' ? t('questions.byYou') : t('questions.byWard', { member: wardName });
    return a.by === 'guardian' ? t('questions.byMyGuardian') : null;
  };
  const shown = (a: Answer, whose: 'mine' | 'theirs') => {
    const by = byLine(a, whose);
    return (
      <>
        {option(a.choice)}
        {a.note && <q dir="auto">{a.note}</q>}
        {by && <small className="pair-question__by">{by}</small>}
      </>
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      client.setQueryData(
        questionsKey(pairId, reader.side),
        await answerQuestion(pairId, q, { choice, note: note.trim() || undefined }, reader.side),
      );
      setEditing(false);
      toast.success(t('questions.saved'));
    } catch (err) {
      setError(problemMessage(err, locale));
    } finally {
      setBusy(false);
    }
  };

  const mineLabel =
    reader.side === 'guardian' ? t('questions.herSide', { member: wardName }) : t('questions.yours');
  return (
    <li className="pair-question" aria-labelledby={headingId}>
      <h3 id={headingId} dir="auto">
        {words(item.text)}
      </h3>
      {item.retired && <p className="pair-question__status">{t('questions.retired')}</p>}
      {item.mine && item.theirs && (
        <div className="pair-question__compare">
          <p className={`pair-question__verdict ${item.agree ? 'is-agree' : 'is-differ'}`}>
            {item.agree ? t('questions.agree') : t('questions.differ')}
          </p>
          <dl>
            <dt>{mineLabel}</dt>
            <dd>{shown(item.mine, 'mine')}</dd>
            <dt>{t('questions.theirs', { name: otherName })}</dt>
            <dd>{shown(item.theirs, 'theirs')}</dd>
          </dl>
        </div>
      )}
      {item.mine && !item.theirs && (
        <p className="pair-question__status">
          {t('questions.yourAnswer', { answer: option(item.mine.choice) })} {byLine(item.mine, 'mine')}{' '}
          {!item.retired && t('questions.waitingForThem', { name: otherName })}
        </p>
      )}
      {!item.mine && item.theyAnswered && !item.retired && (
        <p className="pair-question__status">{t('questions.theyAnswered', { name: otherName })}</p>
      )}
      {item.retired ? null : editing ? (
        <form onSubmit={(e) => void submit(e)} className="form">
          {/* The site's field styles (styles/forms.css): answers as boxes, the note full width. */}
          <fieldset className="field choice-list">
            <legend className="visually-hidden">{words(item.text)}</legend>
            <div className="choice-list__options">
              {item.options.map((c) => (
                <label key={c.id} className="choice-list__option">
                  <input
                    type="radio"
                    name={`answer-${reader.side}-${pairId}-${q}`}
                    value={c.id}
                    checked={choice === c.id}
                    onChange={() => setChoice(c.id)}
                    required
                  />
                  <span dir="auto">{words(c.label)}</span>
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
            {reader.side === 'guardian'
              ? t('questions.saveForHer', { member: wardName })
              : t('questions.save')}
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
