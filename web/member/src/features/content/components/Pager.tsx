import { useTranslation } from 'react-i18next';
import { PagerNav } from '../../../lib/PagerNav';

const href = (cursor: string) => `?${new URLSearchParams({ cursor })}`;

/** Newer / older pages of a feed, by the API's cursors kept in the query string. */
export function Pager({ prev, next }: { prev: string | null; next: string | null }) {
  const { t } = useTranslation('content');
  return (
    <PagerNav
      label={t('pager.label')}
      prev={prev && href(prev)}
      next={next && href(next)}
      prevLabel={t('pager.prev')}
      nextLabel={t('pager.next')}
    />
  );
}
