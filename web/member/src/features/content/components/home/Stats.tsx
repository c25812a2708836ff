import type { CmsBlock } from '@mawadda/contracts/cms-content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../../routes/use-locale';
import { formatCompact, formatNumber } from '../../../../lib/format';
import { useSiteMarriages } from '../../../../lib/site-marriages';
import { pick } from '../../lib/localized';
import { numberIn } from './block-data';

/**
 * The `stats` block: downloads, marriages and the founding year, in the reader's digits; beside
 * the marriages staff announce, the ones both members confirmed on the site, labelled apart.
 */
export function Stats({ block, loading }: { block: CmsBlock | undefined; loading: boolean }) {
  const { t } = useTranslation('content');
  const { locale, to } = useLocale();
  const onSite = useSiteMarriages();
  if (loading) {
    return (
      <div className="stats" aria-hidden="true">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--figure" />
      </div>
    );
  }
  if (!block) return null;
  const downloads = numberIn(block, 'downloads');
  const marriages = numberIn(block, 'marriages');
  const since = numberIn(block, 'since');
  return (
    <section className="stats" aria-labelledby="stats-title">
      <h2 id="stats-title" className="stats__title">
        {pick(block.title, locale)}
      </h2>
      <dl className="stats__list">
        {downloads !== undefined && (
          <div className="stat">
            <dt>{t('home.stats.downloads')}</dt>
            <dd>{formatCompact(downloads, locale)}</dd>
          </div>
        )}
        {marriages !== undefined && (
          <div className="stat">
            <dt>{t('home.stats.marriages')}</dt>
            <dd>{formatCompact(marriages, locale)}</dd>
          </div>
        )}
        {onSite !== undefined && (
          <div className="stat">
            <dt>{t('home.stats.marriagesOnSite')}</dt>
            <dd>{formatNumber(onSite, locale)}</dd>
          </div>
        )}
        {since !== undefined && (
          <div className="stat">
            <dt>{t('home.stats.since')}</dt>
            <dd>{formatNumber(since, locale, { useGrouping: false })}</dd>
          </div>
        )}
      </dl>
      {pick(block.body, locale) && <p className="stats__note">{pick(block.body, locale)}</p>}
      <p className="stats__more">
        <Link to={to('/stories')}>{t('home.stats.stories')}</Link>
      </p>
    </section>
  );
}
