import os from 'node:os';
import type { CompressedForms, EventSubscription } from '@mawadda/kit';

/**
 * A rendered page (its UTF-8 bytes with their brotli and gzip forms, made once for every
 * visitor while it is kept, with their ETag), or where a loader sent the visitor instead.
 */
export type KeptPage =
  | {
      kind: 'page';
      page: CompressedForms;
      /** Its style attributes' and inlined sheet's hashes, and its inline scripts', for its CSP. */
      styleHashes: string[];
      scriptHashes: string[];
      ms: number;
    }
  | { kind: 'redirect'; status: number; location: string };

/**
 * Rendered public pages in memory per (build, path, query), for `ttlMs` (as long as the cms keeps
 * its own public answers), at most `maxPages`, so a crawler walking every cursor cannot grow it
 * without bound. `clear()` on `content.changed`; a render started before a clear is not kept.
 */
export class RenderedPages {
  private readonly pages = new Map<string, { page: KeptPage; at: number }>();
  generation = 0;

  constructor(private readonly options: { ttlMs?: number; maxPages?: number; now?: () => number } = {}) {}

  private get now() {
    return (this.options.now ?? Date.now)();
  }

  get(key: string): KeptPage | undefined {
    const kept = this.pages.get(key);
    if (!kept) return undefined;
    if (this.now - kept.at > (this.options.ttlMs ?? 60_000)) {
      this.pages.delete(key);
      return undefined;
    }
    return kept.page;
  }

  set(key: string, page: KeptPage, generation: number) {
    if (generation !== this.generation) return;
    this.pages.delete(key);
    this.pages.set(key, { page, at: this.now });
    const max = this.options.maxPages ?? 500;
    while (this.pages.size > max) this.pages.delete(this.pages.keys().next().value!);
  }

  clear() {
    this.generation++;
    this.pages.clear();
  }
}

/**
 * Drops the rendered pages when staff change the public content. Every gateway process must
 * hear it (a group of its own, outside the inbox: dropping twice is harmless), as each cms
 * process does for its answers (services/cms/src/events/drop-cache-on-change.ts).
 */
export const dropRenderedPagesOnChange = (pages: RenderedPages): EventSubscription => ({
  group: `gateway-pages.${os.hostname()}.${process.pid}`,
  producers: ['cms'],
  handle: async (event) => {
    if (event.type === 'content.changed') pages.clear();
  },
  deadLetter: async () => {},
});
