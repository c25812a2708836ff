import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppState } from '../../../../app/state';
import { useLocale } from '../../../../routes/use-locale';

const POINTS = ['privacy', 'families', 'oath'] as const;

/** The first thing a visitor reads: who we are, what we promise, and the two ways in. */
export function Hero() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const { state } = useAppState();
  const { to } = useLocale();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__brand">{tc('brand')}</p>
          <h1 id="hero-title">{t('home.hero.title')}</h1>
          <p className="hero__lead">{t('home.hero.lead')}</p>
          <div className="hero__actions">
            {!state.auth.isAuthenticated && (
              <Link className="btn btn--gold" to={to('/Auth/register')}>
                {t('home.hero.register')}
              </Link>
            )}
            <Link className="btn btn--ghost hero__search" to={to('/search')}>
              {t('home.hero.search')}
            </Link>
          </div>
          <ul className="hero__points">
            {POINTS.map((point) => (
              <li key={point}>
                <Check className="hero__point-icon" aria-hidden="true" />
                {t(`home.hero.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        {/* The largest image of the home on wide screens (hidden on phones, where the lead text is): first. */}
        <img
          className="hero__art"
          src="/images/home-hero.svg"
          alt=""
          width="420"
          height="420"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
