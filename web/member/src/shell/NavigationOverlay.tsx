import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { LOADER } from './PageLoader';
import { Logo } from './Logo';

/** Spec §1: a loading overlay with the logo and a spinner during page navigation. */
export function NavigationOverlay({ force = false }: { force?: boolean }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'loading' || force;
  const [shown, setShown] = useState(force);
  useEffect(() => {
    if (!busy) return setShown(false);
    // Same throttle as the bar: a quick navigation shows nothing.
    const timer = setTimeout(() => setShown(true), force ? 0 : LOADER.throttleMs);
    return () => clearTimeout(timer);
  }, [busy, force]);
  if (!shown) return null;
  return (
    <div className="nav-overlay" role="progressbar" aria-label={t('loading')}>
      <Logo size={56} />
      <span className="spinner" />
    </div>
  );
}
