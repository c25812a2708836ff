import { SOCIAL_PAGE_DEFAULT } from '@mawadda/contracts';

/** The query of one page of a social list: the cursor when there is one, and the page size. */
export function pageQuery(cursor: string | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(SOCIAL_PAGE_DEFAULT));
  return query.toString();
}
