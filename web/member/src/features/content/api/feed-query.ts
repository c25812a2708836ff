/** Nine cards fill three rows of three on wide screens and stay light on a phone. */
export const FEED_LIMIT = 9;

/** The query of a cursor page of a feed (news or blog). */
export function feedQuery(cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(FEED_LIMIT) });
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}
