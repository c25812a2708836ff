import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { MARITAL_STATES } from '@mawadda/contracts/auth';
import { SelectField } from '../../../lib/form/fields';
import { useLocale } from '../../../routes/use-locale';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { toOptions } from '../../../lib/reference/options';
import type { RegistrationForm } from './use-registration-form';

/** Where the member stands (marital status) and what they are here for. */
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
  const gender = useWatch({ control: form.control, name: 'gender' });
  // A woman cannot register as married (the server refuses it too), so she is not offered it.
  const maritalStates = MARITAL_STATES.filter((s) => !(gender === 'female' && s === 'married'));
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('register.sections.intentions')}</legend>
      <SelectField
        id="reg-marital-state"
        label={t('fields.maritalState')}
        placeholder={t('choose')}
        // Arabic, Urdu and Persian word these by gender (أعزب / عزباء); the context picks the form.
        options={maritalStates.map((s) => ({ value: s, label: t(`marital.${s}`, { context: gender }) }))}
        error={errors.maritalState}
        registration={form.registerChoice('maritalState')}
      />
      <SelectField
        id="reg-site-objective"
        label={t('fields.siteObjectiveId')}
        placeholder={t('choose')}
        options={toOptions(options.siteObjectives, locale)}
        error={errors.siteObjectiveId}
        registration={form.registerChoice('siteObjectiveId')}
      />
    </fieldset>
  );
}
