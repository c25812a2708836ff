/**
 * Position in a newest-first feed: the (publishedAt, id) of the item at the page edge and the way
 * to read from it. Opaque to clients (base64url JSON), so its shape can change without an API change.
 */
export interface FeedCursor {
  publishedAt: Date;
  id: number;
  /** `older`: items after this one in the feed; `newer`: items before it. */
  direction: 'older' | 'newer';
}

export function encodeCursor(c: FeedCursor): string {
  const raw = JSON.stringify({
    t: c.publishedAt.toISOString(),
    i: c.id,
    d: c.direction === 'older' ? 'o' : 'n',
  });
  return Buffer.from(raw, 'utf8').toString('base64url');
}

/** Undefined for anything that is not a cursor this service wrote. */
export function decodeCursor(value: string): FeedCursor | undefined {
  try {
    const raw = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as {
      t?: unknown;
      i?: unknown;
      d?: unknown;
    };
    if (typeof raw.t !== 'string' || !Number.isSafeInteger(raw.i) || (raw.d !== 'o' && raw.d !== 'n'))
      return undefined;
    const publishedAt = new Date(raw.t);
    if (Number.isNaN(publishedAt.getTime())) return undefined;
    return { publishedAt, id: raw.i as number, direction: raw.d === 'o' ? 'older' : 'newer' };
  } catch {
    return undefined;
  }
}
