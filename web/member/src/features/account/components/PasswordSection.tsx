import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { changePasswordSchema } from '@mawadda/contracts/auth';
import { writeToken } from '../../../app/token-store';
import { FormAlert } from '../../../lib/form/FormAlert';
import { PasswordField } from '../../../lib/form/PasswordInput';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { PasswordFields } from '../../../lib/form/PasswordFields';
import { AccountNameForManagers } from '../../../lib/form/AccountNameForManagers';
import { recheckConfirm } from '../../../lib/form/recheck-confirm';
import { changePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The password, changed with the current one. The server ends every sign-in of the account, this
 * one included (whoever knew the old password is out), so the member signs in again at once.
 */
export function PasswordSection({ username }: { username?: string }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  return (
    <section id="password" className="card account-card" aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <p>{t('password.lead')}</p>
      {open ? (
        <ChangePasswordForm
          username={username}
          onCancel={() => {
            setOpen(false);
            setTimeout(() => openButton.current?.focus());
          }}
        />
      ) : (
        <button ref={openButton} type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
          {t('password.change')}
        </button>
      )}
    </section>
  );
}

function ChangePasswordForm({ username, onCancel }: { username?: string; onCancel(): void }) {
  const { t } = useTranslation('account');
  const { to } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useSpecForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const failure = useFormFailure(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      await changePassword(input);
    } catch (error) {
      failure.report(error);
      return;
    }
    // This sign-in has ended on the server too. Flushed so the member-only guard reacts now and
    // the navigation below comes last (see start-session.ts).
    flushSync(() => writeToken(null));
    toast.success(t('password.changed'));
    const back = encodeURIComponent(to('/account/security'));
    void navigate(`${to('/Auth/login')}?redirect=${back}`, { replace: true });
  });

  return (
    <form className="form" noValidate onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}>
      {/* The account a password manager files the new password under. */}
      {username && <AccountNameForManagers value={username} />}
      <FormAlert title={t('password.failed')} message={failure.message} />
      <PasswordField
        id="password-current"
        label={t('fields.currentPassword')}
        purpose="current"
        error={errors.currentPassword}
        registration={form.register('currentPassword')}
      />
      <PasswordFields
        idPrefix="password-new"
        labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmNewPassword') }}
        password={{
          registration: form.register('newPassword', { onBlur: recheckConfirm(form) }),
          error: errors.newPassword,
        }}
        confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword }}
      />
      <p className="field__hint">{t('password.signsOut')}</p>
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('password.submit')}</SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
