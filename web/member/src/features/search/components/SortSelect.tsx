import { useTranslation } from 'react-i18next';
import { SEARCH_SORTS, type SearchSort } from '@mawadda/contracts';

/** The spec's three sorts. A change shows the first page of the new order at once. */
export function SortSelect({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  const { t } = useTranslation('search');
  return (
    <div className="field search-sort">
      <label htmlFor="search-sort">{t('sort.label')}</label>
      <select id="search-sort" value={value} onChange={(e) => onChange(e.target.value as SearchSort)}>
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
