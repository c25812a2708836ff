import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoginHref } from '../use-login-href';

/**
 * Under a guest's view of a profile: what signing up opens (the whole profile, the photos, a
 * follow), with the way back here after. On a private profile it also says why so little shows.
 */
export function GuestInvite({
  name,
  gender,
  limited,
}: {
  name: string;
  gender: string | null;
  limited: boolean;
}) {
  const { t } = useTranslation(['profile', 'member']);
  const register = useLoginHref('/Auth/register');
  const login = useLoginHref();
  const context = gender ?? undefined;
  return (
    <section className="notice notice--login profile-guest-cta" aria-labelledby="guest-invite">
      <h2 id="guest-invite" className="notice__title">
        {t('guest.title', { name, context })}
      </h2>
      {limited && <p>{t('guest.limited', { context })}</p>}
      <p>{t('guest.lead', { context })}</p>
      <div className="form__actions">
        <Link className="btn btn--primary" to={register}>
          {t('member:register')}
        </Link>
        <Link className="btn btn--ghost" to={login}>
          {t('member:login')}
        </Link>
      </div>
    </section>
  );
}
