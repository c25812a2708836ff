import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppState } from '../../../../app/state';
import { useLocale } from '../../../../routes/use-locale';
import { pick } from '../../lib/localized';
import { blockByKey } from './block-data';

/**
 * Block `oath` of category 4: the member swears the aim is lawful marriage and accepts the
 * terms. Guests are invited to register under it; members have already sworn it.
 */
export function Oath() {
  const { t } = useTranslation('content');
  const { state } = useAppState();
  const { locale, to } = useLocale();
  const block = blockByKey(state.blocks.app, 'oath');
  if (!state.loader && !block) return null;
  return (
    <section className="section" aria-labelledby="oath-title" aria-busy={state.loader}>
      <div className="container oath">
        {state.loader || !block ? (
          <div aria-hidden="true">
            <div className="skeleton skeleton--title" />
            <div className="skeleton skeleton--text" />
            <div className="skeleton skeleton--text" />
            <div className="skeleton skeleton--text" />
          </div>
        ) : (
          <>
            <p className="oath__kicker">{t('home.oath.kicker')}</p>
            <h2 id="oath-title">{pick(block.title, locale)}</h2>
            <blockquote className="oath__text">
              <p>{pick(block.body, locale)}</p>
            </blockquote>
            <div className="oath__actions">
              {!state.auth.isAuthenticated && (
                <Link className="btn btn--primary" to={to('/Auth/register')}>
                  {t('home.oath.cta')}
                </Link>
              )}
              {block.link && (
                <Link className="btn btn--ghost" to={to(block.link)}>
                  {t('home.oath.terms')}
                </Link>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
