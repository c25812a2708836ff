import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame';
import { SoonNotice } from './SoonNotice';

const FEATURES = ['basics', 'status', 'origin', 'lifestyle', 'sort'] as const;

/** /search (signed-in only, by the route guard): partner search by the spec's filters. */
export function SearchFrame() {
  const { t } = useTranslation('member');
  return (
    <PageFrame
      id="search"
      title={t('search.title')}
      lead={t('search.lead')}
      features={FEATURES.map((k) => t(`search.features.${k}`))}
    >
      <SoonNotice />
    </PageFrame>
  );
}

export { SearchFrame as Component };
