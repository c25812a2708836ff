import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { withCursor } from './cursor-param';
import { PagerNav } from './PagerNav';

/** Previous (newer) and next (older) pages of a social list, by the API's cursors in the query. */
export function ListPager({ prev, next }: { prev: string | null; next: string | null }) {
  const { t } = useTranslation('social');
  const [params] = useSearchParams();
  return (
    <PagerNav
      label={t('list.pager')}
      prev={prev && withCursor(params, prev)}
      next={next && withCursor(params, next)}
      prevLabel={t('common:actions.previous')}
      nextLabel={t('common:actions.next')}
    />
  );
}
