import { Share, SquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Safari on iOS has no install offer to press: the site is installed from its Share menu. Two
 * steps, each with the icon Safari shows for it, in the member's language, instead of a button
 * that could do nothing.
 */
export function IosInstallSteps() {
  const { t } = useTranslation('content');
  return (
    <div className="ios-install">
      <h3 id="ios-install-title" className="ios-install__title">
        {t('home.app.ios.title')}
      </h3>
      <ol className="ios-install__steps" aria-labelledby="ios-install-title">
        <li>
          <Share className="ios-install__icon" aria-hidden="true" />
          <span>{t('home.app.ios.share')}</span>
        </li>
        <li>
          <SquarePlus className="ios-install__icon" aria-hidden="true" />
          <span>{t('home.app.ios.add')}</span>
        </li>
      </ol>
    </div>
  );
}
