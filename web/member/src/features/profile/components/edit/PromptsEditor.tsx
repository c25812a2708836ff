import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_PROMPTS,
  PROMPT_ANSWER_MAX,
  PROMPTS_MAX,
  type OwnProfile,
  type ProfilePrompt,
  type ProfilePromptId,
} from '@mawadda/contracts';
import { problemMessage } from '../../../../lib/problem-message';
import { useLocale } from '../../../../routes/use-locale';
import { setPrompts } from '../../api/set-prompts';
import { PendingReview } from '../PendingReview';

/**
 * Up to three questions, each picked once from the list and answered in a few lines; saved as a
 * whole (its own form beside the profile's, as the API takes the set at once). The owner edits
 * what she last wrote, reviewed or not.
 */
export function PromptsEditor({
  profile,
  onSaved,
}: {
  profile: Pick<OwnProfile, 'prompts' | 'promptsPending'>;
  onSaved: (profile: OwnProfile) => void;
}) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const id = useId();
  const [items, setItems] = useState<ProfilePrompt[]>(profile.promptsPending ?? profile.prompts);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const used = new Set(items.map((i) => i.prompt));
  const free = PROFILE_PROMPTS.filter((p) => !used.has(p));

  const change = (index: number, next: Partial<ProfilePrompt>) => {
    setItems((list) => list.map((item, i) => (i === index ? { ...item, ...next } : item)));
    setStatus('idle');
  };
  const add = () => {
    if (free[0]) setItems((list) => [...list, { prompt: free[0]!, answer: '' }]);
  };
  const remove = (index: number) => setItems((list) => list.filter((_, i) => i !== index));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    setError(null);
    try {
      // An unanswered question is left out rather than refused: nothing was written for it.
      const saved = await setPrompts(
        items.map((i) => ({ ...i, answer: i.answer.trim() })).filter((i) => i.answer !== ''),
      );
      onSaved(saved);
      setItems(saved.promptsPending ?? saved.prompts);
      setStatus('saved');
    } catch (err) {
      setError(problemMessage(err, locale));
      setStatus('failed');
    }
  };

  return (
    <section className="card profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('prompts.editor.title')}</h2>
      <p className="field__hint">{t('prompts.editor.lead')}</p>
      {profile.promptsPending && <PendingReview what={t('prompts.editor.pending')} />}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {items.map((item, index) => {
          const choices = PROFILE_PROMPTS.filter((p) => p === item.prompt || !used.has(p));
          return (
            <fieldset key={index} className="field profile-prompt-edit">
              <legend className="visually-hidden">
                {t('prompts.editor.count', { count: index + 1, max: PROMPTS_MAX })}
              </legend>
              <label className="field__label" htmlFor={`${id}-q${index}`}>
                {t('prompts.editor.question')}
              </label>
              <select
                id={`${id}-q${index}`}
                className="field__input"
                value={item.prompt}
                onChange={(e) => change(index, { prompt: e.target.value as ProfilePromptId })}
              >
                {choices.map((p) => (
                  <option key={p} value={p}>
                    {t(`prompts.questions.${p}`)}
                  </option>
                ))}
              </select>
              <label className="field__label" htmlFor={`${id}-a${index}`}>
                {t('prompts.editor.answer')}
              </label>
              <textarea
                id={`${id}-a${index}`}
                className="field__input"
                dir="auto"
                rows={3}
                maxLength={PROMPT_ANSWER_MAX}
                value={item.answer}
                onChange={(e) => change(index, { answer: e.target.value })}
              />
              <button type="button" className="btn btn--ghost" onClick={() => remove(index)}>
                {t('prompts.editor.remove')}
              </button>
            </fieldset>
          );
        })}
        <div className="form__actions">
          {items.length < PROMPTS_MAX && (
            <button type="button" className="btn btn--ghost" onClick={add}>
              {t('prompts.editor.add')}
            </button>
          )}
          <button type="submit" className="btn btn--primary" aria-busy={status === 'saving'}>
            {status === 'saving' ? t('prompts.editor.saving') : t('prompts.editor.save')}
          </button>
        </div>
        <p role="status" aria-live="polite" className="field__hint">
          {status === 'saved' && t('prompts.editor.saved')}
        </p>
        {error && (
          <p role="alert" className="form__error">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
