import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { register } from '../api/register';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { AccountFieldset } from './AccountFieldset';
import { FormAlert } from '../../../lib/form/FormAlert';
import { IntentionsFieldset } from './IntentionsFieldset';
import { LocationFieldset } from './LocationFieldset';
import { OathFieldset } from './OathFieldset';
import { PersonalFieldset } from './PersonalFieldset';
import { startSession } from './start-session';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { REGISTRATION_FIELDS, useRegistrationForm } from './use-registration-form';

/** The individual registration form, in fieldsets a member on a phone can follow one by one. */
export function RegisterForm({ options }: { options: RegistrationOptions }) {
  const { t } = useTranslation('auth');
  const { to } = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useRegistrationForm();
  const failure = useFormFailure(form.setError, REGISTRATION_FIELDS);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      const session = await register(input);
      startSession(session.token);
      toast.success(t('register.success'));
      void navigate(to('/'), { replace: true });
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <form
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
    </form>
  );
}
