import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { TextField } from '../../../lib/form/fields';
import { PasswordField } from '../../../lib/form/PasswordInput';
import { CodeField } from '../../../lib/form/CodeField';
import { ResendButton, useResend } from '../../../lib/form/Resend';
import { formatDate } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAppState } from '../../../app/state';
import { useLocale } from '../../../routes/use-locale';
import { startGuardianSession } from '../start-session';
import { acceptGuardianInvite, previewGuardianInvite, requestGuardianInviteCode } from '../api/guardian-api';
import { useIsGuardian } from '../role';
import { isolate } from '../../../lib/bidi';
import { wardName } from '../lib/ward-name';

/**
 * /guardian/accept?token= (public: the mailed link): who invites, then "create your guardian
 * account" (proved by a code sent to the invited address) or "sign in as guardian"; once
 * accepted, the guardian's requests page.
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
  // Her name in the page's script, as on every page of his once he has accepted.
  const inviter = preview.data
    ? wardName(
        {
          firstName: preview.data.memberFirstName,
          firstNameEn: preview.data.memberFirstNameEn,
          firstNameAr: preview.data.memberFirstNameAr,
        },
        locale,
      )
    : '';
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
                name: isolate(inviter),
                address: isolate(preview.data.addressMasked),
                date: formatDate(preview.data.expiresAt, locale),
                context: preview.data.memberGender ?? undefined,
              })}
            </p>
            <p>
              {t('link.accept.explain', { name: inviter, context: preview.data.memberGender ?? undefined })}
            </p>
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
                <CreateGuardianForm token={token} address={preview.data.addressMasked} onDone={done} />
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

type Fields = { fullName: string; password: string; confirmPassword: string; code: string };
const FIELDS = ['fullName', 'password', 'confirmPassword', 'code'] as const;

/**
 * A new guardian account: name, password twice, and the code sent to the invited address (the link
 * alone may have been forwarded: the code proves the address is the invitee's). The server's
 * problems land on their fields.
 */
function CreateGuardianForm({
  token,
  address,
  onDone,
}: {
  token: string;
  address: string;
  onDone(token: string): void;
}) {
  const { t } = useTranslation('guardian');
  const form = useForm<Fields>({
    defaultValues: { fullName: '', password: '', confirmPassword: '', code: '' },
  });
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const sendCode = useResend(async () =>
    setCodeSentTo((await requestGuardianInviteCode(token)).addressMasked),
  );
  const failure = useFormFailure(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      onDone((await acceptGuardianInvite(token, values)).token);
    } catch (error) {
      failure.report(error);
    }
  });
  const fullName = useWatch({ control: form.control, name: 'fullName' });
  return (
    <form className="form" onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))} noValidate>
      <h2>{t('link.accept.create')}</h2>
      <TextField
        id="guardian-fullName"
        label={t('link.accept.fields.fullName')}
        autoComplete="name"
        error={errors.fullName}
        registration={form.register('fullName')}
      />
      <PasswordField
        id="guardian-password"
        label={t('link.accept.fields.password')}
        purpose="new"
        related={[fullName]}
        error={errors.password}
        registration={form.register('password')}
      />
      <PasswordField
        id="guardian-confirmPassword"
        label={t('link.accept.fields.confirmPassword')}
        purpose="confirm"
        error={errors.confirmPassword}
        registration={form.register('confirmPassword')}
      />
      <p>{t('link.accept.codeExplain', { address })}</p>
      <div className="form__actions">
        <ResendButton resend={sendCode}>
          {codeSentTo ? t('link.accept.codeAgain') : t('link.accept.codeSend')}
        </ResendButton>
      </div>
      {codeSentTo && <p role="status">{t('link.accept.codeSent', { address: isolate(codeSentTo) })}</p>}
      {sendCode.error && (
        <p className="form__error" role="alert">
          {sendCode.error}
        </p>
      )}
      <CodeField
        id="guardian-code"
        label={t('link.accept.fields.code')}
        error={errors.code}
        registration={form.register('code')}
      />
      {failure.message && (
        <p className="form__error" role="alert">
          {failure.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary" aria-busy={isSubmitting}>
        {t('link.accept.createAction')}
      </button>
    </form>
  );
}

export { GuardianAcceptPage as Component };
