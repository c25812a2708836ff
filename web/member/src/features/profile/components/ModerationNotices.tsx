import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationNotice } from '@mawadda/contracts';
import { translate } from '@mawadda/contracts/messages';
import { useLocale } from '../../../routes/use-locale';
import { dismissModerationNotice } from '../api/dismiss-moderation-notice';

/**
 * What moderators turned down, and why, on the owner's own profile until they dismiss each notice.
 * The texts are the API's message keys (`profile.moderation.*`), in the member's language.
 */
export function ModerationNotices({
  notices,
  onChanged,
}: {
  notices: ModerationNotice[];
  onChanged: () => void;
}) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const [busy, setBusy] = useState<string | null>(null);
  if (notices.length === 0) return null;

  const dismiss = async (id: string) => {
    setBusy(id);
    try {
      await dismissModerationNotice(id);
      onChanged();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card profile-card moderation-notices" aria-labelledby="moderation-title">
      <h2 id="moderation-title">{translate('profile.moderation.heading', locale)}</h2>
      <ul>
        {notices.map((n) => (
          <li key={n.id} className="moderation-notice">
            <p>
              <strong>{translate(`profile.moderation.kind.${n.kind}`, locale)}</strong>
              {': '}
              {translate(`profile.moderation.reason.${n.reason}`, locale)}
            </p>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={busy === n.id}
              onClick={() => void dismiss(n.id)}
            >
              {t('moderation.dismiss')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
