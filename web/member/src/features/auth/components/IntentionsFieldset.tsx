import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../lib/form/fields';
import { useLocale } from '../../../routes/use-locale';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { toOptions } from '../../../lib/reference/options';
import type { RegistrationForm } from './use-registration-form';

/** What the member is here for and how a prospective spouse may reach them. */
export function IntentionsFieldset({
  form,
  options,
}: {
  form: RegistrationForm;
  options: RegistrationOptions;
}) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { errors } = form.formState;
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('register.sections.intentions')}</legend>
      <div className="form__row">
        <SelectField
          id="reg-site-objective"
          label={t('fields.siteObjectiveId')}
          placeholder={t('choose')}
          options={toOptions(options.siteObjectives, locale)}
          error={errors.siteObjectiveId}
          registration={form.registerChoice('siteObjectiveId')}
        />
        <SelectField
          id="reg-communicate"
          label={t('fields.communicate')}
          hint={t('hints.communicate')}
          placeholder={t('choose')}
          options={toOptions(options.communicationMethods, locale)}
          error={errors.communicate}
          registration={form.registerChoice('communicate')}
        />
      </div>
    </fieldset>
  );
}
