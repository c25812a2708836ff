import { useTranslation } from 'react-i18next';

/** The mark: a heart of two arches, the brand's teal and gold. */
export function Logo({ size = 36, withName = false }: { size?: number; withName?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0f5e59" />
        <path d="M32 50s-16-9.5-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.5-16 21-16 21z" fill="#f4c26b" />
      </svg>
      {withName && <span className="logo__name">{t('brand')}</span>}
    </span>
  );
}
