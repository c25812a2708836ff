import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@mawadda/contracts/messages';
import { useLocale } from '../routes/use-locale';
import { FormAlert } from './form/FormAlert';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ReportReasons } from './ReportReasons';
import { useModalDialog } from './use-modal-dialog';

interface Props {
  /** Prefix of the dialog's element ids (`<idBase>-title`). */
  idBase: string;
  className: string;
  title: string;
  lead: string;
  /** The reason field (the report reasons, translated by the server's catalogue). */
  reason: { registration: UseFormRegisterReturn; error?: { message?: string } };
  busy: boolean;
  labels: { send: string; sending: string; failed: string };
  /** Why the server refused, written in the dialog; nothing chosen is lost. */
  failure: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Cancel, Escape, or after a report is sent: the caller unmounts the dialog. */
  onClose: () => void;
  /** The fields between the reason and the actions. */
  children: ReactNode;
}

/**
 * The shell every report to the staff shares (a member from their profile, a conversation in
 * chat): a modal dialog holding the form, its title and lead, the reasons, the caller's own
 * fields, the refusal and the send and cancel buttons.
 */
export function ReportFormDialog({
  idBase,
  className,
  title,
  lead,
  reason,
  busy,
  labels,
  failure,
  onSubmit,
  onClose,
  children,
}: Props) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const dialog = useModalDialog();
  const close = () => {
    dialog.current?.close?.();
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      className={`confirm social-dialog ${className}`}
      aria-labelledby={`${idBase}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <form noValidate className="form" onSubmit={(e) => (busy ? e.preventDefault() : onSubmit(e))}>
        <h2 id={`${idBase}-title`} dir="auto">
          {title}
        </h2>
        <p>{lead}</p>
        <ReportReasons
          legend={translate('field.reason', locale)}
          registration={reason.registration}
          error={reason.error}
        />
        {children}
        <FormAlert title={labels.failed} message={failure} />
        <div className="confirm__actions">
          <button type="submit" className="btn btn--danger" aria-busy={busy || undefined}>
            {busy ? labels.sending : labels.send}
          </button>
          <button type="button" className="btn btn--ghost" onClick={close}>
            {t('actions.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
