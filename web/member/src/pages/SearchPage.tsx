import { lazy } from 'react';
import { SearchFrame } from '../features/search/components/SearchFrame';

/** The search with its follow buttons: loaded once the page's heading has painted (SearchFrame). */
const SearchWithFollow = lazy(() => import(/* after-paint */ './SearchWithFollow'));

/** /search: the search feature's page, each found member with the social feature's follow button. */
export function SearchPage() {
  return (
    <SearchFrame>
      <SearchWithFollow />
    </SearchFrame>
  );
}

export { SearchPage as Component };
