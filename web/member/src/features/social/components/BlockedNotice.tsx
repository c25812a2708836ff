import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender, Relationship } from '@mawadda/contracts';
import { useUnblock } from '../hooks/use-unblock';

interface Props {
  memberId: string;
  name: string;
  gender: Gender | null;
  onChange: (next: Relationship) => void;
}

/** On the profile of a member I block: what the block means now, and the way to lift it. */
export function BlockedNotice({ memberId, name, gender, onChange }: Props) {
  const { t } = useTranslation('social');
  const unblock = useUnblock();
  const [busy, setBusy] = useState(false);

  const lift = async () => {
    if (busy) return;
    setBusy(true);
    const next = await unblock(memberId, name);
    setBusy(false);
    if (next) onChange(next);
  };

  return (
    <section className="notice notice--blocked" aria-labelledby="blocked-title">
      <h2 id="blocked-title" className="notice__title">
        {t('block.blockedTitle', { name })}
      </h2>
      <p>{t('block.blockedBody', { context: gender ?? undefined })}</p>
      <div className="form__actions">
        <button
          type="button"
          className="btn btn--ghost"
          aria-busy={busy || undefined}
          onClick={() => void lift()}
        >
          {t('block.unblock')}
        </button>
      </div>
    </section>
  );
}
