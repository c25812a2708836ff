import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { writeToken } from '../../../app/token-store';
import { useConfirm } from '../../../lib/confirm';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { logout } from '../api/logout';

/** Spec §2/§8: "Do you want to log out?", then "logged out successfully". */
export function LogoutButton({ className = 'btn btn--ghost' }: { className?: string }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const { to } = useLocale();
  const onClick = async () => {
    if (!(await confirm(t('logout.question'), t('logout.confirm')))) return;
    // The local session ends even if the network call fails; the server token expires soon anyway.
    await logout().catch(() => undefined);
    writeToken(null);
    toast.success(t('logout.done'));
    navigate(to('/'));
  };
  return (
    <button type="button" className={className} onClick={() => void onClick()}>
      {t('logout.action')}
    </button>
  );
}
