import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingRegistration } from '@mawadda/contracts/auth';
import { CheckboxField, TextField } from '../../../lib/form/fields';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { registerCompany } from '../api/register-company';
import { savePendingRegistration } from '../pending-registration';
import { ConfirmCodesStep } from './ConfirmCodesStep';
import { companyFormSchema } from './form-schemas';
import { FormAlert } from '../../../lib/form/FormAlert';
import { TermsLabel } from './OathFieldset';
import { PasswordFields } from '../../../lib/form/PasswordFields';
import { recheckConfirm } from '../../../lib/form/recheck-confirm';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { EmailField, PhoneField } from '../../../lib/form/ContactFields';
import { Form } from '../../../lib/form/Form';

const FIELDS = [
  'companyNameEn',
  'companyNameAr',
  'email',
  'phone',
  'mailBox',
  'fax',
  'address',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const;

/** Company account: names in both languages, contact details, a password and the terms. */
export function CompanyRegisterForm() {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<PendingRegistration>();
  const form = useSpecForm(companyFormSchema, {
    defaultValues: {
      companyNameEn: '',
      companyNameAr: '',
      email: '',
      phone: '',
      mailBox: '',
      fax: '',
      address: '',
      password: '',
      confirmPassword: '',
    },
  });
  const failure = useFormFailure(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const optional = (label: string) => `${label} ${t('hints.optionalMark')}`;

  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      const started = await registerCompany(input);
      savePendingRegistration(started);
      setPending(started);
    } catch (error) {
      failure.report(error);
    }
  });

  if (pending)
    return (
      <ConfirmCodesStep
        pending={pending}
        successMessage={t('company.success')}
        onRestart={() => setPending(undefined)}
      />
    );

  return (
    <Form
      className="form form--wide auth-form"
      noValidate
      onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}
    >
      <fieldset className="auth-fieldset">
        <legend>{t('company.sections.company')}</legend>
        <div className="form__row">
          <TextField
            id="co-name-ar"
            label={t('fields.companyNameAr')}
            dir="rtl"
            autoComplete="organization"
            error={errors.companyNameAr}
            registration={form.register('companyNameAr')}
          />
          <TextField
            id="co-name-en"
            label={t('fields.companyNameEn')}
            dir="ltr"
            autoComplete="organization"
            error={errors.companyNameEn}
            registration={form.register('companyNameEn')}
          />
        </div>
      </fieldset>
      <fieldset className="auth-fieldset">
        <legend>{t('company.sections.contact')}</legend>
        <div className="form__row">
          <EmailField id="co-email" error={errors.email} registration={form.register('email')} />
          <PhoneField id="co-phone" error={errors.phone} registration={form.register('phone')} />
        </div>
        <div className="form__row">
          <TextField
            id="co-mail-box"
            label={optional(t('fields.mailBox'))}
            dir="ltr"
            required={false}
            error={errors.mailBox}
            registration={form.register('mailBox')}
          />
          <TextField
            id="co-fax"
            label={optional(t('fields.fax'))}
            type="tel"
            inputMode="tel"
            dir="ltr"
            required={false}
            error={errors.fax}
            registration={form.register('fax')}
          />
        </div>
        <TextField
          id="co-address"
          label={t('fields.address')}
          autoComplete="street-address"
          error={errors.address}
          registration={form.register('address')}
        />
      </fieldset>
      <fieldset className="auth-fieldset">
        <legend>{t('company.sections.security')}</legend>
        <PasswordFields
          idPrefix="co"
          password={{
            registration: form.register('password', { onBlur: recheckConfirm(form) }),
            error: errors.password,
          }}
          confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword }}
        />
        <CheckboxField
          id="co-accept-terms"
          label={<TermsLabel />}
          error={errors.acceptTerms}
          registration={form.registerChoice('acceptTerms')}
        />
      </fieldset>
      <FormAlert title={t('company.failed')} message={failure.message} />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('company.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
