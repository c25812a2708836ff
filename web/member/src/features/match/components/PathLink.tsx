import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';

/** The way to our path toward nikah with this member, from wherever the two talk. */
export function PathLink({ memberId, className }: { memberId: string; className: string }) {
  const { t } = useTranslation('match');
  const { to } = useLocale();
  return (
    <Link className={className} to={to(`/path/${memberId}`)}>
      {t('link')}
    </Link>
  );
}
