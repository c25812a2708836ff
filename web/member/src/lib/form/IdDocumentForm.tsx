import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { legalNameSchema } from '@mawadda/contracts/auth';
import { TextField } from './fields';
import { useSpecForm } from './use-spec-form';

interface Props {
  /** A send is under way: the file cannot be picked again meanwhile. */
  busy: boolean;
  /** The legal name passed its rule; the document goes with it. */
  onSend(legalName: string, file: File): void;
  /** What the button says ("send a photo or PDF of the document"). */
  sendLabel: string;
}

/**
 * The identity document with the full name as written on it (the verification page's identity
 * section). Sign-up asked only the name shown to members; this is where the legal one is asked,
 * for staff to compare with the document. The name is checked (the API's own rule) before the
 * file is sent, so a photo is never uploaded in vain.
 */
export function IdDocumentForm({ busy, onSend, sendLabel }: Props) {
  const { t } = useTranslation('verify');
  const form = useSpecForm(legalNameSchema, { defaultValues: { legalName: '' } });
  const picker = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    void form.handleSubmit(({ legalName }) => onSend(legalName, file))();
  };
  return (
    <div className="form id-document">
      <TextField
        id="id-legal-name"
        label={t('identity.legalName')}
        hint={t('identity.legalNameHint')}
        autoComplete="name"
        dir="auto"
        error={form.formState.errors.legalName}
        registration={form.register('legalName')}
      />
      <label className="btn btn--ghost">
        {sendLabel}
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          className="visually-hidden"
          disabled={busy}
          onChange={(e) => pick(e.target.files?.[0])}
        />
      </label>
    </div>
  );
}
