/**
 * The search page's placeholders, in a file of their own: the page's frame draws them before the
 * search's code has loaded, so they must not bring that code with them.
 */

/** The filter form's place while it is drawn or its code loads. */
export function SearchFiltersSkeleton() {
  return (
    <div className="search-filters__skeleton" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="skeleton" />
      ))}
    </div>
  );
}

/** A page of result cards still to come. */
export function SearchResultsSkeleton() {
  return (
    <ul className="search-grid" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="skeleton search-card--skeleton" />
      ))}
    </ul>
  );
}
