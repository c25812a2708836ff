import { CHAT_PAGE_DEFAULT } from '@mawadda/contracts';

/** `/chat/conversations/<id>…`, the id escaped (it may come from the address bar). */
export const conversationPath = (conversationId: string, rest = '') =>
  `/chat/conversations/${encodeURIComponent(conversationId)}${rest}`;

/** The query of one page: the cursor when there is one, and the page size. */
export function pageQuery(cursor: string | null): string {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(CHAT_PAGE_DEFAULT));
  return query.toString();
}
