import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppState } from '../../../../app/state';
import { useLocale } from '../../../../routes/use-locale';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { pick } from '../../lib/localized';
import { blockByKey, numberIn, stringIn } from './block-data';
import { Stats } from './Stats';

/** Category 9: the subscription offer (block `promo`) beside the platform's figures (block `stats`). */
export function PromoOffer() {
  const { t } = useTranslation('content');
  const { state } = useAppState();
  const { locale, to } = useLocale();
  const items = state.blocks.promo?.items;
  const promo = blockByKey(items, 'promo');
  const stats = blockByKey(items, 'stats');
  if (!state.loader && !promo && !stats) return null;

  const discount = numberIn(promo, 'discountPercent');
  const trialDays = numberIn(promo, 'trialDays');
  const cta = stringIn(promo, 'ctaLink') ?? promo?.link ?? '/subscription';

  return (
    <div className="section" aria-busy={state.loader}>
      <div className="container promo">
        {state.loader ? (
          <div className="promo__offer promo__offer--loading" aria-hidden="true">
            <div className="skeleton skeleton--badge" />
            <div className="skeleton skeleton--title" />
            <div className="skeleton skeleton--text" />
            <div className="skeleton skeleton--text" />
          </div>
        ) : (
          promo && (
            <section className="promo__offer" aria-labelledby="promo-title">
              <ul className="promo__badges">
                {discount !== undefined && (
                  <li className="badge badge--gold">
                    {t('home.promo.discount', { value: formatPercent(discount, locale) })}
                  </li>
                )}
                {trialDays !== undefined && (
                  <li className="badge">
                    {t('home.promo.trial', { count: trialDays, days: formatNumber(trialDays, locale) })}
                  </li>
                )}
              </ul>
              <h2 id="promo-title">{pick(promo.title, locale)}</h2>
              <p>{pick(promo.body, locale)}</p>
              <Link className="btn btn--gold" to={to(cta)}>
                {t('home.promo.cta')}
              </Link>
            </section>
          )
        )}
        <Stats block={stats} loading={state.loader} />
      </div>
    </div>
  );
}
