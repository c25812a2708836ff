import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppState } from '../../../../app/state';
import { promptInstall, useInstallState } from '../../../../lib/app-install/install-prompt';
import { useLocale } from '../../../../routes/use-locale';
import { pick } from '../../lib/localized';
import { blockByKey, stringsIn } from './block-data';
import { IosInstallSteps } from './IosInstallSteps';

const PLATFORM_NAMES: Record<string, string> = { ios: 'iOS', android: 'Android' };

/**
 * Block `app-cta` of category 4: why the app helps, its platforms and where to learn more. The app
 * is this site installed: where the browser offers to install it, the block's first action does
 * (the offer is kept from the start: lib/app-install); Safari on iOS offers nothing, so there it
 * shows the two steps of its Share menu instead; inside the installed app it is not shown.
 */
export function AppCallToAction() {
  const { t } = useTranslation('content');
  const { state } = useAppState();
  const { locale, to } = useLocale();
  const install = useInstallState();
  const block = blockByKey(state.blocks.app, 'app-cta');
  if ((!state.loader && !block) || install === 'installed') return null;
  const installable = install === 'available';
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
            {(installable || install === 'ios') && (
              <p className="app-cta__note">{t('home.app.installNote')}</p>
            )}
            {install === 'ios' && <IosInstallSteps />}
            <div className="app-cta__actions">
              {installable && (
                <button type="button" className="btn btn--primary" onClick={() => void promptInstall()}>
                  {t('home.app.install')}
                </button>
              )}
              {block.link && (
                <Link className={`btn ${installable ? 'btn--ghost' : 'btn--primary'}`} to={to(block.link)}>
                  {t('home.app.cta')}
                </Link>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
