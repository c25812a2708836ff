import { useTranslation } from 'react-i18next';
import { SEARCH_SORTS, type SearchSort } from '@mawadda/contracts';

/**
 * The order a signed-in member is offered the sorts in: best match first, since it is the sort
 * made for her (her wishes and theirs); the contract's order otherwise.
 */
export const sortsOffered = (signedIn: boolean): readonly SearchSort[] =>
  signedIn ? ['compatibility', ...SEARCH_SORTS.filter((s) => s !== 'compatibility')] : SEARCH_SORTS;

/** The sorts, in the order given. A change shows the first page of the new order at once. */
export function SortSelect({
  value,
  sorts,
  onChange,
}: {
  value: SearchSort;
  sorts: readonly SearchSort[];
  onChange: (sort: SearchSort) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <div className="field search-sort">
      <label htmlFor="search-sort">{t('sort.label')}</label>
      <select id="search-sort" value={value} onChange={(e) => onChange(e.target.value as SearchSort)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
