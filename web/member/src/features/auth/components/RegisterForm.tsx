import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingRegistration } from '@mawadda/contracts/auth';
import { register } from '../api/register';
import { savePendingRegistration } from '../pending-registration';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { FormAlert } from '../../../lib/form/FormAlert';
import { ConfirmCodesStep } from './ConfirmCodesStep';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { REGISTRATION_FIELDS, useRegistrationForm } from './use-registration-form';
import { Form } from '../../../lib/form/Form';
import { REGISTRATION_STEPS, stepOfField } from './registration-steps';
import { RegistrationStep } from './RegistrationStep';
import { StepProgress } from './StepProgress';

const LAST = REGISTRATION_STEPS.length - 1;

/**
 * The individual registration in steps (registration-steps.ts). One form throughout: react-hook-form
 * keeps every answer while a step is off screen, so "back" shows them again, and the last step
 * sends the whole registration in one call as before. Then the codes sent to the email and the
 * phone (ConfirmCodesStep), which sign the member in.
 */
export function RegisterForm({ options }: { options: RegistrationOptions }) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<PendingRegistration>();
  const [step, setStep] = useState(0);
  const form = useRegistrationForm();
  const failure = useFormFailure(form.setError, REGISTRATION_FIELDS);
  const { isSubmitting } = form.formState;
  const progress = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the step is on screen: its progress line, or the field found wrong.
  // A counter, not the step alone: an error on the step already shown must take focus too.
  const [moves, setMoves] = useState(0);
  const focusField = useRef<(typeof REGISTRATION_FIELDS)[number]>(undefined);

  useEffect(() => {
    if (moves === 0) return;
    if (focusField.current) form.setFocus(focusField.current);
    else progress.current?.focus();
    focusField.current = undefined;
    // Focus follows a move only, not every render.
  }, [moves]);

  const goTo = (index: number, field?: (typeof REGISTRATION_FIELDS)[number]) => {
    focusField.current = field;
    setStep(index);
    setMoves((n) => n + 1);
  };

  /** Brings back the first step with an error on it, its field focused. */
  const showFirstError = () => {
    const wrong = (f: (typeof REGISTRATION_FIELDS)[number]) => Boolean(form.getFieldState(f).error);
    const index = stepOfField(wrong);
    if (index < 0) return;
    goTo(index, REGISTRATION_STEPS[index]!.fields.find(wrong));
  };

  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      const started = await register(input);
      savePendingRegistration(started);
      setPending(started);
    } catch (error) {
      failure.report(error);
      showFirstError();
    }
  }, showFirstError);

  const next = async () => {
    if (step === LAST) return submit();
    if (await form.trigger([...REGISTRATION_STEPS[step]!.fields], { shouldFocus: true })) goTo(step + 1);
  };

  // The form stays mounted in state (react-hook-form keeps its values) for "change my details".
  if (pending)
    return (
      <ConfirmCodesStep
        pending={pending}
        successMessage={t('register.success')}
        onRestart={() => setPending(undefined)}
      />
    );

  const current = REGISTRATION_STEPS[step]!;
  return (
    <Form
      className="form form--wide auth-form reg-steps"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!isSubmitting) void next();
      }}
    >
      <StepProgress
        ref={progress}
        index={step}
        total={REGISTRATION_STEPS.length}
        title={t(`register.sections.${current.id}`)}
      />
      <RegistrationStep id={current.id} form={form} options={options} />
      {step === LAST && <FormAlert title={t('register.failed')} message={failure.message} />}
      <div className="form__actions reg-steps__actions">
        {step > 0 && (
          <button type="button" className="btn btn--ghost" onClick={() => goTo(step - 1)}>
            {t('register.back')}
          </button>
        )}
        {step === LAST ? (
          <SubmitButton busy={isSubmitting}>{t('register.submit')}</SubmitButton>
        ) : (
          <button type="submit" className="btn btn--primary">
            {t('register.next')}
          </button>
        )}
      </div>
    </Form>
  );
}
