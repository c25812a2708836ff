/**
 * Content negotiation shared by every answer made ahead of time: the kit's public cache and the
 * gateway's precompressed site assets.
 */
import { headerMemo } from './header-memo.js';

export type ContentCoding = 'br' | 'gzip';

/** The codings a request accepts, from `Accept-Encoding` (`q=0` refuses one; `*` stands for the rest). */
export function acceptedEncodings(header: string | undefined): Set<ContentCoding> {
  const accepted = new Set<ContentCoding>();
  if (!header) return accepted;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  for (const coding of ['br', 'gzip'] as const) {
    const value = q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*');
    if (value !== undefined && value > 0) accepted.add(coding);
  }
  return accepted;
}

/** Brotli when the client takes it, else gzip, else none (worked out once per header value). */
const preferredFor = headerMemo((header: string): ContentCoding | undefined => {
  const accepted = acceptedEncodings(header);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
});

/** Brotli when the client takes it, else gzip, else none. */
export function preferredEncoding(header: string | undefined): ContentCoding | undefined {
  return header ? preferredFor(header) : undefined;
}

/** An `If-None-Match` list (or `*`) naming this ETag, weak or strong (RFC 9110 §13.1.2: weak comparison). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
