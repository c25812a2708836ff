import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  confirmAddressChangeSchema,
  type AddressKind,
  type ChangeEmail,
  type ChangePhone,
} from '@mawadda/contracts/auth/account-security';
import { FormAlert } from '../../../lib/form/FormAlert';
import { CodeField } from '../../../lib/form/CodeField';
import { ResendButton, ResendFeedback, useResend } from '../../../lib/form/Resend';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { formatWhen } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import { confirmAddressChange } from '../api/confirm-address-change';
import { startAddressChange } from '../api/start-address-change';
import { ACCOUNT_KEYS } from '../api/query-keys';

/**
 * The second step of a change: the code sent to the new address. The answer is the account with
 * its new address, written into the cache every page reads it from (this page, /verification).
 */
export function AddressCodeForm({
  kind,
  input,
  expiresAt,
  onConfirmed,
  onCancel,
}: {
  kind: AddressKind;
  input: ChangeEmail | ChangePhone;
  expiresAt: string;
  onConfirmed(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const form = useSpecForm(confirmAddressChangeSchema, { defaultValues: { code: '' } });
  const failure = useFormFailure(form.setError, ['code']);
  const [until, setUntil] = useState(expiresAt);
  const resend = useResend(async () => {
    const sent =
      'email' in input ? await startAddressChange('email', input) : await startAddressChange('phone', input);
    setUntil(sent.expiresAt);
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  const submit = form.handleSubmit(async (code) => {
    failure.clear();
    try {
      queryClient.setQueryData(ACCOUNT_KEYS.me, await confirmAddressChange(kind, code));
      onConfirmed();
    } catch (error) {
      failure.report(error);
    }
  });

  const address = 'email' in input ? input.email : input.phone;
  return (
    <form className="form" noValidate onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}>
      <p>
        {t(`address.${kind}.codeSent`, {
          address: '\u2068' + address + '\u2069',
          time: formatWhen(until, locale),
        })}
      </p>
      <FormAlert title={t('address.confirmFailed')} message={failure.message} />
      <CodeField
        id={`change-${kind}-code`}
        label={t('fields.code')}
        error={errors.code}
        registration={form.register('code')}
      />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('address.confirm')}</SubmitButton>
        <ResendButton resend={resend}>{t('address.resend')}</ResendButton>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
      <ResendFeedback resend={resend} sent={t('address.resent')} className="account-notice" />
    </form>
  );
}
