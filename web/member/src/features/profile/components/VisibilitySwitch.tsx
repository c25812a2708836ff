import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile, Visibility } from '@mawadda/contracts';
import { translate } from '@mawadda/contracts/messages';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { updateProfile } from '../api/update-profile';

/**
 * Public or private (spec §4: a private profile's media is for accepted followers). A switch,
 * saved at once; the sentence under it says what the current choice means, in plain words.
 */
export function VisibilitySwitch({
  visibility,
  onSaved,
}: {
  visibility: Visibility;
  onSaved: (profile: OwnProfile) => void;
}) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const isPrivate = visibility === 'private';

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      onSaved(await updateProfile({ visibility: isPrivate ? 'public' : 'private' }));
      toast.success(translate('profile.updated', locale));
    } catch {
      toast.error(translate('profile.updateFailed', locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-card" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('privacy.title')}</h2>
      <div className="switch-row">
        <span id="privacy-switch-label" className="switch-row__label">
          {t('privacy.switch')}
        </span>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={isPrivate}
          aria-labelledby="privacy-switch-label"
          aria-describedby="privacy-meaning"
          aria-busy={busy}
          onClick={() => void toggle()}
        >
          <span className="switch__thumb" aria-hidden="true" />
        </button>
      </div>
      <p id="privacy-meaning" className="switch-row__meaning" aria-live="polite">
        {isPrivate ? t('privacy.private') : t('privacy.public')}
      </p>
    </section>
  );
}
