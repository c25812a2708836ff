import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingRegistration } from '@mawadda/contracts/auth';
import { register } from '../api/register';
import { savePendingRegistration } from '../pending-registration';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { AccountFieldset } from './AccountFieldset';
import { FormAlert } from '../../../lib/form/FormAlert';
import { IntentionsFieldset } from './IntentionsFieldset';
import { LocationFieldset } from './LocationFieldset';
import { OathFieldset } from './OathFieldset';
import { PersonalFieldset } from './PersonalFieldset';
import { ConfirmCodesStep } from './ConfirmCodesStep';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { REGISTRATION_FIELDS, useRegistrationForm } from './use-registration-form';
import { Form } from '../../../lib/form/Form';

/**
 * The individual registration form, in fieldsets a member on a phone can follow one by one; then
 * the codes sent to the email and the phone (ConfirmCodesStep), which sign the member in.
 */
export function RegisterForm({ options }: { options: RegistrationOptions }) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<PendingRegistration>();
  const form = useRegistrationForm();
  const failure = useFormFailure(form.setError, REGISTRATION_FIELDS);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      const started = await register(input);
      savePendingRegistration(started);
      setPending(started);
    } catch (error) {
      failure.report(error);
    }
  });

  // The form stays mounted in state (react-hook-form keeps its values) for "change my details".
  if (pending)
    return (
      <ConfirmCodesStep
        pending={pending}
        successMessage={t('register.success')}
        onRestart={() => setPending(undefined)}
      />
    );

  return (
    <Form
      className="form form--wide auth-form"
      noValidate
      onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}
    >
      <AccountFieldset form={form} />
      <PersonalFieldset form={form} options={options} />
      <LocationFieldset form={form} options={options} />
      <IntentionsFieldset form={form} options={options} />
      <OathFieldset form={form} />
      <FormAlert title={t('register.failed')} message={failure.message} />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('register.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
