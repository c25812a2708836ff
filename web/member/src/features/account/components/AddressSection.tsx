import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@mawadda/contracts/auth';
import type { AddressKind, ChangeEmail, ChangePhone } from '@mawadda/contracts/auth/account-security';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import { AddressChangeForm } from './AddressChangeForm';
import { AddressCodeForm } from './AddressCodeForm';

type Stage =
  | { kind: 'view' }
  | { kind: 'form' }
  | { kind: 'code'; input: ChangeEmail | ChangePhone; expiresAt: string }
  | { kind: 'done' };

/**
 * The account's email or phone: what it is, whether it is verified, and the change: the new
 * address with the current password, then the code sent to the new address. The account keeps
 * the old address until the code is confirmed; the old address is told of the change.
 */
export function AddressSection({ kind, account }: { kind: AddressKind; account: Account }) {
  const { t } = useTranslation('account');
  const [stage, setStage] = useState<Stage>({ kind: 'view' });
  const changeButton = useRef<HTMLButtonElement>(null);
  const current = kind === 'email' ? account.email : account.phone;
  const verifiedAt = kind === 'email' ? account.emailVerifiedAt : account.phoneVerifiedAt;
  const back = () => {
    setStage({ kind: 'view' });
    setTimeout(() => changeButton.current?.focus());
  };
  return (
    <section id={kind} className="card account-card" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{t(`address.${kind}.title`)}</h2>
      <div className="account-card__current">
        {current ? (
          <p className="account-card__value" dir="ltr">
            {current}
          </p>
        ) : (
          <p>{t(`address.${kind}.none`)}</p>
        )}
        {current && <VerifiedBadge at={verifiedAt} />}
      </div>
      {stage.kind === 'done' && (
        <p className="account-notice" role="status">
          {t(`address.${kind}.changed`, { address: '\u2068' + (current ?? '') + '\u2069' })}
        </p>
      )}
      {(stage.kind === 'view' || stage.kind === 'done') && (
        <button
          ref={changeButton}
          type="button"
          className="btn btn--ghost"
          onClick={() => setStage({ kind: 'form' })}
        >
          {t(current ? `address.${kind}.change` : `address.${kind}.add`)}
        </button>
      )}
      {stage.kind === 'form' && (
        <AddressChangeForm
          kind={kind}
          onSent={(input, expiresAt) => setStage({ kind: 'code', input, expiresAt })}
          onCancel={back}
        />
      )}
      {stage.kind === 'code' && (
        <AddressCodeForm
          kind={kind}
          input={stage.input}
          expiresAt={stage.expiresAt}
          onConfirmed={() => setStage({ kind: 'done' })}
          onCancel={back}
        />
      )}
    </section>
  );
}

/** Verified (with the day) or not: the badge other members see follows the address it was earned for. */
function VerifiedBadge({ at }: { at: string | null }) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  return at ? (
    <p className="account-badge account-badge--ok">
      {t('address.verifiedOn', { date: formatDate(at, locale) })}
    </p>
  ) : (
    <p className="account-badge">{t('address.notVerified')}</p>
  );
}
