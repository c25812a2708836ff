import { Trans, useTranslation } from 'react-i18next';
import { useAppState } from '../../../app/state';
import { CheckboxField } from '../../../lib/form/fields';
import { useLocale } from '../../../routes/use-locale';
import { OathText } from './OathText';
import type { RegistrationForm } from './use-registration-form';

/**
 * The membership oath (CMS block `oath`) and the two required consents. If the CMS has not
 * answered, the oath's own wording from the translations is shown: a member never swears blind.
 */
export function OathFieldset({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { state } = useAppState();
  const { errors } = form.formState;
  const block = state.blocks.app.find((b) => b.key === 'oath' && b.isActive);
  const title = block?.title[locale] || t('register.sections.oath');
  const text = block?.body[locale] || block?.body.ar || t('register.oathFallback');
  return (
    <fieldset className="auth-fieldset auth-fieldset--oath">
      <legend>{title}</legend>
      <OathText id="reg-oath-text" text={text} />
      <CheckboxField
        id="reg-accept-oath"
        label={t('register.acceptOath')}
        error={errors.acceptOath}
        registration={form.registerChoice('acceptOath')}
      />
      <CheckboxField
        id="reg-accept-terms"
        label={<TermsLabel />}
        error={errors.acceptTerms}
        registration={form.registerChoice('acceptTerms')}
      />
    </fieldset>
  );
}

/** The link opens a new tab so a long, half-filled form is not lost by reading the terms. */
export function TermsLabel() {
  const { t } = useTranslation('auth');
  const { to } = useLocale();
  return (
    <Trans
      t={t}
      i18nKey="register.acceptTerms"
      components={{
        terms: <a href={to('/terms-and-conditions')} target="_blank" rel="noopener noreferrer" />,
        newTab: <span className="visually-hidden" />,
      }}
    />
  );
}
