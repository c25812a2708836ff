import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * react-admin applies a list's `filterDefaultValues` only when the URL carries no list parameter
 * at all: `?perPage=50` or `?sort=…` alone opened the whole list instead of the pending items.
 * When the URL has parameters but no `filter`, this puts the default filter into it (replacing
 * the entry, so Back still works). A filter staff cleared themselves is `filter={}`: kept.
 * Answers true while the URL is being completed; the list waits rather than fetch the wrong rows.
 */
export function useDefaultFilterInUrl(defaults: Record<string, unknown>): boolean {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const missing = params.size > 0 && !params.has('filter');
  const wanted = missing ? withFilter(params, defaults) : null;
  useEffect(() => {
    if (wanted !== null) navigate({ search: wanted }, { replace: true });
  }, [wanted, navigate]);
  return missing;
}

function withFilter(params: URLSearchParams, defaults: Record<string, unknown>): string {
  const next = new URLSearchParams(params);
  next.set('filter', JSON.stringify(defaults));
  return `?${next.toString()}`;
}
