import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorProofSchema, type TwoFactorProof } from '@mawadda/contracts/auth/two-factor';
import { FormAlert } from '../../../lib/form/FormAlert';
import { CodeField } from '../../../lib/form/CodeField';
import { PasswordField } from '../../../lib/form/PasswordInput';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { useSpecForm } from '../../../lib/form/use-spec-form';

/**
 * The password and a current code (the app's, or a recovery code): what turning two-step sign-in
 * off and making new recovery codes ask for.
 */
export function TwoFactorProofForm({
  id,
  lead,
  submitLabel,
  danger = false,
  onSubmit,
  onCancel,
  onDone,
}: {
  id: string;
  lead: string;
  submitLabel: string;
  danger?: boolean;
  onSubmit(proof: TwoFactorProof): Promise<unknown>;
  onCancel(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('account');
  const form = useSpecForm(twoFactorProofSchema, { defaultValues: { currentPassword: '', code: '' } });
  const failure = useFormFailure(form.setError, ['currentPassword', 'code']);
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('currentPassword'), [setFocus]);

  const submit = form.handleSubmit(async (proof) => {
    failure.clear();
    try {
      await onSubmit(proof);
    } catch (error) {
      failure.report(error);
      return;
    }
    onDone();
  });

  return (
    <form className="form" noValidate onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}>
      <p>{lead}</p>
      <FormAlert title={t('twoFactor.failed')} message={failure.message} />
      <PasswordField
        id={`${id}-password`}
        label={t('fields.currentPassword')}
        purpose="current"
        error={errors.currentPassword}
        registration={form.register('currentPassword')}
      />
      <CodeField
        id={`${id}-code`}
        label={t('twoFactor.proofCode')}
        hint={t('twoFactor.proofCodeHint')}
        kind="either"
        error={errors.code}
        registration={form.register('code')}
      />
      <div className="form__actions">
        <button
          type="submit"
          className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`}
          aria-busy={isSubmitting}
        >
          {submitLabel}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
