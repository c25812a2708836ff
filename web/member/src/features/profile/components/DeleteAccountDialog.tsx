import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteAccountSchema } from '@mawadda/contracts/auth';
import { writeToken } from '../../../app/token-store';
import { PasswordField } from '../../../lib/form/PasswordInput';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { deleteAccount } from '../api/delete-account';
import { FormAlert } from '../../../lib/form/FormAlert';
import { useFormFailure } from '../../../lib/form/use-form-failure';

/**
 * Deleting the account for good asks for the password in a modal dialog (focus inside, Escape
 * cancels). On success the session ends here as on logout, and the member lands on the home page.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  const { to } = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useSpecForm(deleteAccountSchema, { defaultValues: { password: '' } });
  const failure = useFormFailure(form.setError, ['password']);
  const { isSubmitting, errors } = form.formState;

  useEffect(() => {
    const el = dialog.current;
    if (!el || el.open) return;
    // showModal focuses the first field, the password. Test DOMs without it still get an open dialog.
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  }, []);

  const close = () => {
    dialog.current?.close?.();
    onClose();
  };

  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      await deleteAccount(input);
    } catch (error) {
      failure.report(error);
      return;
    }
    // Flushed so the member-only guard reacts now; the navigation below then comes last and wins
    // (otherwise the guard's redirect to the login page would, see start-session.ts).
    flushSync(() => writeToken(null));
    toast.success(t('account.deleted'));
    void navigate(to('/'), { replace: true });
  });

  return (
    <dialog
      ref={dialog}
      className="confirm account-dialog"
      aria-labelledby="delete-title"
      aria-describedby="delete-body"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <form
        noValidate
        className="form"
        onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}
      >
        <h2 id="delete-title">{t('account.deleteTitle')}</h2>
        <p id="delete-body">{t('account.deleteBody')}</p>
        <PasswordField
          id="delete-password"
          purpose="current"
          label={t('account.password')}
          error={errors.password}
          registration={form.register('password')}
        />
        <FormAlert title={t('account.deleteFailed')} message={failure.message} />
        <div className="confirm__actions">
          <button type="submit" className="btn btn--danger" aria-busy={isSubmitting}>
            {t('account.confirmDelete')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={close}>
            {t('account.keep')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
