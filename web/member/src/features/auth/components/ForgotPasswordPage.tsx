import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { ForgotPassword } from '@mawadda/contracts/auth/account-security';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { MethodSwitch, type ContactMethod } from './MethodSwitch';
import { AskForCode, ResetWithCode } from './ForgotPasswordSteps';

/** What the sign-in form hands over (router state, never the URL): the address typed there. */
export type ForgotState = { email?: string; phone?: string };

type Step = { kind: 'ask' } | { kind: 'code'; address: ForgotPassword; expiresAt: string } | { kind: 'done' };

/**
 * /Auth/forgot-password (guests): the address, then the code sent there with a new password. The
 * API answers alike whether an account holds the address, so the page never says more than "if an
 * account exists". A new password ends every sign-in, so the last step sends the member to sign in.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('forgot.title'));
  const { to } = useLocale();
  const given = (useLocation().state ?? {}) as ForgotState;
  const [method, setMethod] = useState<ContactMethod>(given.phone && !given.email ? 'phone' : 'email');
  const [step, setStep] = useState<Step>({ kind: 'ask' });

  return (
    <section className="section container auth-page" aria-labelledby="forgot-title">
      <div className="card auth-card">
        <h1 id="forgot-title">{t('forgot.title')}</h1>
        {step.kind === 'ask' && (
          <>
            <p className="section__lead">{t('forgot.lead')}</p>
            <MethodSwitch
              name="forgot-method"
              legend={t('forgot.method')}
              value={method}
              onChange={setMethod}
            />
            <AskForCode
              key={method}
              method={method}
              initial={given[method] ?? ''}
              onSent={(address, expiresAt) => setStep({ kind: 'code', address, expiresAt })}
            />
          </>
        )}
        {step.kind === 'code' && (
          <ResetWithCode
            address={step.address}
            expiresAt={step.expiresAt}
            onDone={() => setStep({ kind: 'done' })}
            onOtherAddress={() => setStep({ kind: 'ask' })}
          />
        )}
        {step.kind === 'done' && (
          <div className="auth-done" role="status">
            <h2>{t('forgot.doneTitle')}</h2>
            <p>{t('forgot.done')}</p>
            <Link className="btn btn--primary" to={to('/Auth/login')}>
              {t('forgot.toLogin')}
            </Link>
          </div>
        )}
        {step.kind !== 'done' && (
          <p className="auth-aside">
            {t('forgot.remembered')} <Link to={to('/Auth/login')}>{t('forgot.toLogin')}</Link>
          </p>
        )}
      </div>
    </section>
  );
}

export { ForgotPasswordPage as Component };
