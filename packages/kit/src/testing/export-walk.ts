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
