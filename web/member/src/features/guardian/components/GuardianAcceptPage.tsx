import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiProblem } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAppState } from '../../../app/state';
import { useLocale } from '../../../routes/use-locale';
import { startGuardianSession } from '../start-session';
import { acceptGuardianInvite, previewGuardianInvite } from '../api/guardian-api';
import { useIsGuardian } from '../role';

/**
 * /guardian/accept?token= (public: the mailed link): who invites, then "create your guardian
 * account" or "sign in as guardian"; once accepted, the guardian's requests page.
 */
export function GuardianAcceptPage() {
  const { t } = useTranslation('guardian');
  useDocumentTitle(t('link.accept.title'));
  const { locale, to } = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { state } = useAppState();
  const isGuardian = useIsGuardian();
  const navigate = useNavigate();
  const preview = useQuery({
    queryKey: ['auth', 'guardian-invite', token],
    queryFn: ({ signal }) => previewGuardianInvite(token, signal),
    enabled: token.length > 0,
  });
  const [error, setError] = useState<string>();
  const done = (sessionToken: string) => {
    startGuardianSession(sessionToken);
    navigate(to('/guardian/requests'), { replace: true });
  };
  const acceptSignedIn = async () => {
    setError(undefined);
    try {
      done((await acceptGuardianInvite(token)).token);
    } catch (e) {
      setError(problemMessage(e, locale));
    }
  };
  const here = `${to('/guardian/accept')}?token=${encodeURIComponent(token)}`;
  return (
    <section className="section container auth-page" aria-labelledby="guardian-accept-title">
      <div className="card auth-card">
        <h1 id="guardian-accept-title">{t('link.accept.title')}</h1>
        {!token && <p role="alert">{t('link.accept.noToken')}</p>}
        {preview.isPending && token && <p role="status">{t('link.loading')}</p>}
        {preview.isError && (
          <p className="form__error" role="alert">
            {problemMessage(preview.error, locale)}
          </p>
        )}
        {preview.data && (
          <>
            <p>
              {t('link.accept.invitedBy', {
                name: preview.data.memberFirstName,
                address: preview.data.addressMasked,
                date: formatDate(preview.data.expiresAt, locale),
              })}
            </p>
            <p>{t('link.accept.explain', { name: preview.data.memberFirstName })}</p>
            {error && (
              <p className="form__error" role="alert">
                {error}
              </p>
            )}
            {isGuardian ? (
              <button type="button" className="btn btn--primary" onClick={() => void acceptSignedIn()}>
                {t('link.accept.asMe')}
              </button>
            ) : state.auth.isAuthenticated ? (
              <p role="alert">{t('link.accept.signOutFirst')}</p>
            ) : (
              <>
                <CreateGuardianForm token={token} onDone={done} />
                <p>
                  {t('link.accept.haveAccount')}{' '}
                  <Link to={`${to('/Auth/login')}?redirect=${encodeURIComponent(here)}`}>
                    {t('link.accept.signIn')}
                  </Link>
                </p>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}

type Fields = 'fullName' | 'password' | 'confirmPassword';

function CreateGuardianForm({ token, onDone }: { token: string; onDone(token: string): void }) {
  const { t } = useTranslation('guardian');
  const { locale } = useLocale();
  const [values, setValues] = useState<Record<Fields, string>>({
    fullName: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      onDone((await acceptGuardianInvite(token, values)).token);
    } catch (error) {
      const fields = error instanceof ApiProblem ? error.fieldErrors : [];
      const next: Partial<Record<Fields | 'form', string>> = {};
      for (const f of fields)
        if (f.field === 'fullName' || f.field === 'password' || f.field === 'confirmPassword')
          next[f.field] = f.message;
      if (!Object.keys(next).length) next.form = problemMessage(error, locale);
      setErrors(next);
      setBusy(false);
    }
  };
  const field = (name: Fields, type: string, autoComplete: string) => (
    <div className="form__field">
      <label htmlFor={`guardian-${name}`}>{t(`link.accept.fields.${name}`)}</label>
      <input
        id={`guardian-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `guardian-${name}-error` : undefined}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
      {errors[name] && (
        <p id={`guardian-${name}-error`} className="form__error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('link.accept.create')}</h2>
      {field('fullName', 'text', 'name')}
      {field('password', 'password', 'new-password')}
      {field('confirmPassword', 'password', 'new-password')}
      {errors.form && (
        <p className="form__error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('link.accept.createAction')}
      </button>
    </form>
  );
}

export { GuardianAcceptPage as Component };
