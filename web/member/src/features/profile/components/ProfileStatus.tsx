import { useTranslation } from 'react-i18next';

/** While a profile loads: said once to screen readers, and a calm placeholder of the page's shape. */
export function ProfileLoading() {
  const { t } = useTranslation('profile');
  return (
    <div className="container section profile" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('loading')}
      </p>
      <div className="skeleton profile-skeleton__cover" />
      <div className="skeleton profile-skeleton__line" />
      <div className="skeleton profile-skeleton__line profile-skeleton__line--short" />
    </div>
  );
}

/** A profile that could not be loaded (network, server): say so and offer to try again. */
export function ProfileLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className="container section profile">
      <div className="form__error" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    </div>
  );
}
