import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender, Relationship } from '@mawadda/contracts';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { FormAlert } from '../../../lib/form/FormAlert';
import { problemMessage } from '../../../lib/problem-message';
import { blockMember } from '../api/block-member';
import { useModalDialog } from '../../../lib/use-modal-dialog';

interface Props {
  memberId: string;
  name: string;
  gender: Gender | null;
  onBlocked: (next: Relationship) => void;
  onClose: () => void;
}

/**
 * Blocking asks first and says plainly what happens: follows end both ways and they no longer find
 * the member. Focus starts on "Cancel", the choice that changes nothing.
 */
export function BlockDialog({ memberId, name, gender, onBlocked, onClose }: Props) {
  const { t } = useTranslation('social');
  const { locale } = useLocale();
  const toast = useToast();
  const dialog = useModalDialog();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const close = () => {
    dialog.current?.close?.();
    onClose();
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const next = await blockMember(memberId);
      toast.success(t('block.done', { name }));
      onBlocked(next);
      close();
    } catch (error) {
      setFailure(problemMessage(error, locale));
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="confirm social-dialog"
      aria-labelledby="block-dialog-title"
      aria-describedby="block-dialog-body"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id="block-dialog-title">
        {t('block.title', { name })}
      </h2>
      <div id="block-dialog-body">
        <p>{t('block.intro')}</p>
        <ul className="social-dialog__points">
          <li>{t('block.points.follows')}</li>
          <li>{t('block.points.hidden', { context: gender ?? undefined })}</li>
          <li>{t('block.points.undo')}</li>
        </ul>
      </div>
      <FormAlert title={t('block.failed')} message={failure} />
      <div className="confirm__actions">
        <button
          type="button"
          className="btn btn--danger"
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
        >
          {t('block.confirm')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={close} autoFocus>
          {t('common:actions.cancel')}
        </button>
      </div>
    </dialog>
  );
}
