import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FeedbackType } from '@mawadda/contracts/cms';

/**
 * The kind of message as cards of radio buttons: two choices read faster on a phone than a
 * select, and the short hint tells a complaint from a suggestion without a help page.
 */
export function TypeChoice({
  types,
  registration,
  error,
}: {
  types: readonly FeedbackType[];
  registration: UseFormRegisterReturn;
  error?: { message?: string };
}) {
  const { t } = useTranslation('feedback');
  const errorId = 'feedback-type-error';
  return (
    <fieldset className="field choice" aria-describedby={error ? errorId : undefined}>
      <legend>{t('fields.type')}</legend>
      <div className="choice__options">
        {types.map((type) => (
          <label key={type} className="choice__option">
            <input
              type="radio"
              value={type}
              aria-labelledby={`feedback-type-${type}`}
              aria-describedby={`feedback-type-${type}-hint`}
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <span id={`feedback-type-${type}`} className="choice__title">
              {t(`types.${type}.label`)}
            </span>
            <span id={`feedback-type-${type}-hint`} className="choice__hint">
              {t(`types.${type}.hint`)}
            </span>
          </label>
        ))}
      </div>
      {error?.message && (
        <p id={errorId} className="field__error" role="alert">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}
