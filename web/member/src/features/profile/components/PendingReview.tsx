import { useTranslation } from 'react-i18next';

/**
 * The mark on something of the owner's that waits for a moderator (pre-moderation): only they
 * (and staff) see it until it is approved.
 */
export function PendingReview({ what }: { what?: string }) {
  const { t } = useTranslation('profile');
  return (
    <p className="field__hint profile-pending" role="note">
      <strong>{t('moderation.pending')}</strong> {what ?? t('moderation.pendingHint')}
    </p>
  );
}
