import { randomUUID } from 'node:crypto';
import { encodeKeysetCursor } from '../db/keyset-page.js';

/** One page of a staff export as it crossed the wire (`exportPageOf` in contracts). */
export interface ExportPageBody<T = Record<string, unknown>> {
  items: T[];
  next: string | null;
  total: number;
}

/**
 * Follows a staff export's `next` cursors from the first page to the last and answers every page,
 * so each producer's tests can check what a rebuild would read. Stops after `maxPages`, so an
 * export whose cursor never ends fails its test instead of hanging it.
 */
export async function walkExport<T = Record<string, unknown>>(
  fetchPage: (query: string) => Promise<ExportPageBody<T>>,
  limit: number,
  maxPages = 1000,
): Promise<ExportPageBody<T>[]> {
  const pages: ExportPageBody<T>[] = [];
  let cursor: string | null = null;
  do {
    if (pages.length === maxPages) throw new Error(`export did not end within ${maxPages} pages`);
    const query = new URLSearchParams({ limit: String(limit), ...(cursor && { cursor }) });
    const page = await fetchPage(query.toString());
    pages.push(page);
    cursor = page.next;
  } while (cursor);
  return pages;
}

/** An HTTP answer as a test client reads it. */
export interface ExportAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** One GET of an export with this query string, signed by `authorization` when given. */
export type ExportGet = (query: string, authorization?: string) => Promise<ExportAnswer>;

/** A request as a test client (supertest) builds it: sent when awaited, signed with `set`. */
export interface SignableRequest extends PromiseLike<ExportAnswer> {
  set(name: string, value: string): PromiseLike<ExportAnswer>;
}

/** The ExportGet of the export at `path`, through a client's GET (`(url) => request(app).get(url)`). */
export const exportGetOf =
  (get: (url: string) => SignableRequest, path: string): ExportGet =>
  async (query, authorization) => {
    const req = get(`${path}?${query}`);
    return authorization ? await req.set('Authorization', authorization) : await req;
  };

/**
 * The statuses an export answers everyone but an admin: a guest, a member and a moderator.
 * Every export is for operators only (contracts/export-page.ts), so each producer's tests ask
 * the same three and expect `{ guest: 401, member: 403, moderator: 403 }`.
 */
export async function exportStatusesForNonAdmins(
  get: ExportGet,
  auth: { member: string; moderator: string },
): Promise<{ guest: number; member: number; moderator: number }> {
  return {
    guest: (await get('')).status,
    member: (await get('', auth.member)).status,
    moderator: (await get('', auth.moderator)).status,
  };
}

/**
 * Cursors an export did not write: garbage, a newest-first list's keyset cursor, and one longer
 * than any it writes. Each must be a 400 naming `cursor`, never a SQL error.
 */
export const foreignExportCursors = (): string[] => [
  'bm9wZQ',
  encodeKeysetCursor({ at: new Date(), id: randomUUID(), direction: 'older' }),
  'x'.repeat(300),
];

/** The answer an export owes every cursor it did not write. */
export const FOREIGN_CURSOR_REFUSED = {
  status: 400,
  problem: true,
  field: 'cursor',
  messageKey: 'validation.query',
} as const;

/**
 * What an export answers an admin for each of `foreignExportCursors`: the cursor, the status,
 * whether the body is `application/problem+json`, and the problem's field and message key.
 * Each should match FOREIGN_CURSOR_REFUSED.
 */
export async function answersToForeignCursors(get: ExportGet, admin: string) {
  const answers = [];
  for (const cursor of foreignExportCursors()) {
    const res = await get(`cursor=${encodeURIComponent(cursor)}`, admin);
    const body = (res.body ?? {}) as { field?: unknown; messageKey?: unknown };
    answers.push({
      cursor,
      status: res.status,
      problem: (res.headers['content-type'] ?? '').includes('application/problem+json'),
      field: body.field,
      messageKey: body.messageKey,
    });
  }
  return answers;
}
