import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@mawadda/contracts/auth';
import { formatDate } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { LoadFailed } from '../../../lib/LoadFailed';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { confirmPhoneCode, fetchAccount, sendEmailLink, sendPhoneCode } from '../api/verification-api';

const ACCOUNT_KEY = ['auth', 'me'] as const;

/**
 * /verification (signed in): whether my email and phone are verified, and the way to verify each.
 * `children` follow in the same card: the page (src/pages) adds the identity checks there.
 */
export function VerificationPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('verify');
  useDocumentTitle(t('verification.title'));
  const { locale } = useLocale();
  const account = useQuery({ queryKey: ACCOUNT_KEY, queryFn: ({ signal }) => fetchAccount(signal) });
  return (
    <section className="section container auth-page" aria-labelledby="verification-title">
      <div className="card auth-card">
        <h1 id="verification-title">{t('verification.title')}</h1>
        <p className="section__lead">{t('verification.lead')}</p>
        {account.isPending && <p role="status">{t('verification.loading')}</p>}
        {account.isError && (
          <LoadFailed
            message={problemMessage(account.error, locale)}
            retryLabel={t('verification.retry')}
            onRetry={() => void account.refetch()}
          />
        )}
        {account.data && (
          <>
            <EmailStatus account={account.data} />
            <PhoneStatus account={account.data} />
          </>
        )}
        {children}
      </div>
    </section>
  );
}

function Verified({ at }: { at: string }) {
  const { t } = useTranslation('verify');
  const { locale } = useLocale();
  return (
    <p className="verify-status verify-status--ok">
      {t('verification.verifiedOn', { date: formatDate(at, locale) })}
    </p>
  );
}

function EmailStatus({ account }: { account: Account }) {
  const { t } = useTranslation('verify');
  const { locale } = useLocale();
  const [state, setState] = useState<{ busy?: boolean; sent?: boolean; error?: string }>({});
  const send = async () => {
    setState({ busy: true });
    try {
      await sendEmailLink();
      setState({ sent: true });
    } catch (error) {
      setState({ error: problemMessage(error, locale) });
    }
  };
  return (
    <section className="verify-item" aria-labelledby="verify-email-heading">
      <h2 id="verify-email-heading">{t('verification.email.title')}</h2>
      <p className="verify-item__address">
        <bdi dir="ltr">{account.email}</bdi>
      </p>
      {account.emailVerifiedAt ? (
        <Verified at={account.emailVerifiedAt} />
      ) : (
        <>
          <p className="verify-status">{t('verification.notVerified')}</p>
          {state.sent ? (
            <p role="status">{t('verification.email.sent')}</p>
          ) : (
            <button
              type="button"
              className="btn btn--primary"
              aria-busy={state.busy}
              onClick={() => void send()}
            >
              {t('verification.email.send')}
            </button>
          )}
          {state.error && (
            <p role="alert" className="form__error">
              {state.error}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function PhoneStatus({ account }: { account: Account }) {
  const { t } = useTranslation('verify');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ busy?: boolean; sent?: boolean; error?: string }>({});
  const [code, setCode] = useState('');
  if (!account.phone) return null;
  const send = async () => {
    setState({ busy: true });
    try {
      await sendPhoneCode();
      setState({ sent: true });
    } catch (error) {
      setState({ error: problemMessage(error, locale) });
    }
  };
  const confirm = async () => {
    setState({ sent: true, busy: true });
    try {
      queryClient.setQueryData(ACCOUNT_KEY, await confirmPhoneCode(code.trim()));
      setState({});
    } catch (error) {
      setState({ sent: true, error: problemMessage(error, locale) });
    }
  };
  return (
    <section className="verify-item" aria-labelledby="verify-phone-heading">
      <h2 id="verify-phone-heading">{t('verification.phone.title')}</h2>
      <p className="verify-item__address">
        <bdi dir="ltr">{account.phone}</bdi>
      </p>
      {account.phoneVerifiedAt ? (
        <Verified at={account.phoneVerifiedAt} />
      ) : (
        <>
          <p className="verify-status">{t('verification.notVerified')}</p>
          {state.sent ? (
            <form
              className="form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!state.busy) void confirm();
              }}
            >
              <p role="status">{t('verification.phone.sent')}</p>
              <div className="field">
                <label htmlFor="verify-phone-code">{t('verification.phone.code')}</label>
                <input
                  id="verify-phone-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  dir="ltr"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </div>
              <div className="form__actions">
                <button type="submit" className="btn btn--primary" aria-busy={state.busy}>
                  {t('verification.phone.confirm')}
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => void send()}>
                  {t('verification.phone.resend')}
                </button>
              </div>
            </form>
          ) : (
            <button
              type="button"
              className="btn btn--primary"
              aria-busy={state.busy}
              onClick={() => void send()}
            >
              {t('verification.phone.send')}
            </button>
          )}
          {state.error && (
            <p role="alert" className="form__error">
              {state.error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
