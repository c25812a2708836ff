import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppState } from '../../../../app/state';
import { useLocale } from '../../../../routes/use-locale';
import { pick } from '../../lib/localized';
import { blockByKey, stringsIn } from './block-data';

const PLATFORM_NAMES: Record<string, string> = { ios: 'iOS', android: 'Android' };

/** Block `app-cta` of category 4: why the app helps, its platforms and where to learn more. */
export function AppCallToAction() {
  const { t } = useTranslation('content');
  const { state } = useAppState();
  const { locale, to } = useLocale();
  const block = blockByKey(state.blocks.app, 'app-cta');
  if (!state.loader && !block) return null;
  const platforms = stringsIn(block, 'platforms').filter((p) => p in PLATFORM_NAMES);
  return (
    <section className="section" aria-labelledby="app-title" aria-busy={state.loader}>
      <div className="container app-cta card">
        <img
          className="app-cta__art"
          src="/images/app-phone.svg"
          alt=""
          width="160"
          height="220"
          loading="lazy"
        />
        {state.loader || !block ? (
          <div className="app-cta__text" aria-hidden="true">
            <div className="skeleton skeleton--title" />
            <div className="skeleton skeleton--text" />
            <div className="skeleton skeleton--text" />
          </div>
        ) : (
          <div className="app-cta__text">
            <h2 id="app-title">{pick(block.title, locale)}</h2>
            <p>{pick(block.body, locale)}</p>
            {platforms.length > 0 && (
              <ul className="app-cta__platforms" aria-label={t('home.app.platforms')}>
                {platforms.map((p) => (
                  <li key={p} className="badge">
                    {PLATFORM_NAMES[p]}
                  </li>
                ))}
              </ul>
            )}
            {block.link && (
              <Link className="btn btn--primary" to={to(block.link)}>
                {t('home.app.cta')}
              </Link>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
