import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '../../../lib/problem-message';
import { LoadFailed } from '../../../lib/LoadFailed';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { fetchAccount } from '../api/fetch-account';
import { ACCOUNT_KEYS } from '../api/query-keys';
import { AddressSection } from './AddressSection';
import { DevicesSection } from './DevicesSection';
import { PasswordSection } from './PasswordSection';
import { TwoFactorSection } from './TwoFactorSection';
import '../account.css';

const PARTS = ['email', 'phone', 'password', 'devices', 'two-factor'] as const;

/**
 * /account/security (signed in): the account's email and phone (changed with a code to the new
 * address and the password), the password, the devices signed in, and two-step sign-in. Each part
 * is its own card and its own calls: one failing leaves the others usable.
 */
export function AccountSecurityPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('security.title'));
  const { locale } = useLocale();
  const account = useQuery({ queryKey: ACCOUNT_KEYS.me, queryFn: ({ signal }) => fetchAccount(signal) });
  return (
    <section className="section container account-security" aria-labelledby="security-title">
      <h1 id="security-title">{t('security.title')}</h1>
      <p className="section__lead">{t('security.lead')}</p>
      <nav className="account-security__contents" aria-label={t('security.contents')}>
        <ul>
          {PARTS.map((part) => (
            <li key={part}>
              <a href={`#${part}`}>{t(`security.parts.${part}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {account.isPending && (
        <p className="card account-card" role="status">
          {t('security.loading')}
        </p>
      )}
      {account.isError && (
        <LoadFailed
          className="card account-card"
          message={problemMessage(account.error, locale)}
          retryLabel={t('security.retry')}
          onRetry={() => void account.refetch()}
        />
      )}
      {account.data && (
        <>
          <AddressSection kind="email" account={account.data} />
          <AddressSection kind="phone" account={account.data} />
        </>
      )}
      <PasswordSection username={account.data?.email ?? account.data?.phone ?? undefined} />
      <DevicesSection />
      <TwoFactorSection />
    </section>
  );
}

export { AccountSecurityPage as Component };
