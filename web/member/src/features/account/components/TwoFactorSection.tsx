import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { LoadFailed } from '../../../lib/LoadFailed';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { fetchTwoFactor } from '../api/fetch-two-factor';
import { ACCOUNT_KEYS } from '../api/query-keys';
import { renewRecoveryCodes } from '../api/renew-recovery-codes';
import { turnOffTwoFactor } from '../api/turn-off-two-factor';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorProofForm } from './TwoFactorProofForm';
import { TwoFactorSetup } from './TwoFactorSetup';

type Stage = 'view' | 'setup' | 'off' | 'renew' | { codes: string[] };

/**
 * Two-step sign-in: off or on. Turning it off and making new recovery codes each ask for the
 * password and a current code, so neither a session left open nor a stolen password is enough.
 * Staff cannot turn it off (`required`).
 */
export function TwoFactorSection() {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>('view');
  const mainButton = useRef<HTMLButtonElement>(null);
  const status = useQuery({
    queryKey: ACCOUNT_KEYS.twoFactor,
    queryFn: ({ signal }) => fetchTwoFactor(signal),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.twoFactor, exact: true });
  const back = () => {
    setStage('view');
    setTimeout(() => mainButton.current?.focus());
  };
  // Turned on or off: the status is read again, said, and the section is back to its view.
  const finished = (message: string) => () => {
    void reload();
    toast.success(message);
    back();
  };
  const s = status.data;

  return (
    <section id="two-factor" className="card account-card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('twoFactor.title')}</h2>
      <p>{t('twoFactor.lead')}</p>
      {status.isPending && <p role="status">{t('twoFactor.loading')}</p>}
      {status.isError && (
        <LoadFailed
          message={problemMessage(status.error, locale)}
          retryLabel={t('security.retry')}
          onRetry={() => void status.refetch()}
        />
      )}
      {s && stage === 'view' && (
        <>
          <p className={`account-badge ${s.enabled ? 'account-badge--ok' : ''}`}>
            {s.enabled
              ? s.enabledAt
                ? t('twoFactor.onSince', { date: formatDate(s.enabledAt, locale) })
                : t('twoFactor.on')
              : t('twoFactor.off')}
          </p>
          {s.enabled && (
            <p className={s.recoveryCodesLeft <= 3 ? 'account-warning' : undefined}>
              {t('twoFactor.codesLeft', { left: formatNumber(s.recoveryCodesLeft, locale) })}
            </p>
          )}
          {s.required && <p>{t('twoFactor.required')}</p>}
          <div className="form__actions">
            {!s.enabled && (
              <button
                ref={mainButton}
                type="button"
                className="btn btn--primary"
                onClick={() => setStage('setup')}
              >
                {t('twoFactor.turnOn')}
              </button>
            )}
            {s.enabled && (
              <button
                ref={mainButton}
                type="button"
                className="btn btn--ghost"
                onClick={() => setStage('renew')}
              >
                {t('twoFactor.newCodes')}
              </button>
            )}
            {s.enabled && !s.required && (
              <button type="button" className="btn btn--danger" onClick={() => setStage('off')}>
                {t('twoFactor.turnOff')}
              </button>
            )}
          </div>
        </>
      )}
      {stage === 'setup' && <TwoFactorSetup onCancel={back} onDone={finished(t('twoFactor.turnedOn'))} />}
      {stage === 'off' && (
        <TwoFactorProofForm
          id="two-factor-off"
          lead={t('twoFactor.offLead')}
          submitLabel={t('twoFactor.turnOff')}
          danger
          onSubmit={turnOffTwoFactor}
          onCancel={back}
          onDone={finished(t('twoFactor.turnedOff'))}
        />
      )}
      {stage === 'renew' && (
        <TwoFactorProofForm
          id="two-factor-renew"
          lead={t('twoFactor.renewLead')}
          submitLabel={t('twoFactor.newCodes')}
          onSubmit={async (proof) => setStage({ codes: (await renewRecoveryCodes(proof)).recoveryCodes })}
          onCancel={back}
          onDone={() => void reload()}
        />
      )}
      {typeof stage === 'object' && <RecoveryCodes codes={stage.codes} onDone={back} />}
    </section>
  );
}
