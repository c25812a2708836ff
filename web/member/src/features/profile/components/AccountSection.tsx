import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';
import { saveFile } from '../../../lib/save-file';
import { useToast } from '../../../lib/toast';
import { exportMyData } from '../api/export-my-data';
import { exportMyMessages } from '../api/export-my-messages';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The copies a member can take: the profile's (profile and files) and chat's (conversations). */
const DOWNLOADS = [
  { what: 'data', hint: 'account.exportHint', label: 'account.export' },
  { what: 'messages', hint: 'account.exportMessagesHint', label: 'account.exportMessages' },
] as const;

/**
 * The member's account: the way to its security settings (email, phone, password, devices,
 * two-step sign-in), and their rights over their data: a copy of everything (their profile and
 * files; their conversations and messages, kept by chat), and deletion for good.
 */
export function AccountSection() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const { to } = useLocale();
  const toast = useToast();
  const [exporting, setExporting] = useState<'data' | 'messages' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const download = async (what: 'data' | 'messages') => {
    if (exporting) return;
    setExporting(what);
    try {
      if (what === 'data') saveFile(await exportMyData(), 'mawadda-my-data.json');
      else saveFile(await exportMyMessages(), 'mawadda-my-messages.json');
    } catch {
      toast.error(t('account.exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className="card profile-card account" aria-labelledby="account-title">
      <h2 id="account-title">{t('account.title')}</h2>
      <div className="account__row">
        <p id="security-hint">{ta('security.linkHint')}</p>
        <Link className="btn btn--ghost" to={to('/account/security')} aria-describedby="security-hint">
          {ta('security.link')}
        </Link>
      </div>
      {DOWNLOADS.map(({ what, hint, label }) => (
        <div key={what} className="account__row">
          <p id={`export-${what}-hint`}>{t(hint)}</p>
          <button
            type="button"
            className="btn btn--ghost"
            aria-describedby={`export-${what}-hint`}
            aria-busy={exporting === what}
            onClick={() => void download(what)}
          >
            {t(label)}
          </button>
        </div>
      ))}
      <div className="account__row">
        <p id="delete-hint">{t('account.deleteHint')}</p>
        <button
          ref={deleteButton}
          type="button"
          className="btn btn--danger"
          aria-describedby="delete-hint"
          onClick={() => setDeleting(true)}
        >
          {t('account.delete')}
        </button>
      </div>
      {deleting && (
        <DeleteAccountDialog
          onClose={() => {
            setDeleting(false);
            deleteButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}
