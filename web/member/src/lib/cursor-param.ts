/** The list's cursor lives in `?cursor=`, so back and forward replay the same page. */
export const CURSOR_PARAM = 'cursor';

/** The same query with another cursor (or none: the newest page), other parameters kept. */
export function withCursor(search: URLSearchParams, cursor: string | null): string {
  const next = new URLSearchParams(search);
  if (cursor) next.set(CURSOR_PARAM, cursor);
  else next.delete(CURSOR_PARAM);
  const query = next.toString();
  return query ? `?${query}` : '';
}
