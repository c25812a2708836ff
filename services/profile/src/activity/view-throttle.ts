import { VIEW_WINDOW_MS } from '../domain/media-views.js';

/** Views remembered at once; past it the oldest are forgotten (a forgotten one costs one query). */
const MEMORY_LIMIT = 50_000;

/**
 * This process's memory of the views it recorded lately: a browser fetching four widths of a
 * photo, or a page reloaded, ends here instead of in the database. Replicas each keep their own;
 * the locked check in the view store settles races between them.
 */
export class ViewThrottle {
  private readonly recent = new Map<string, number>();

  /** True when a view of `key` at `at` may be new; it is then remembered. */
  claim(key: string, at: number): boolean {
    const last = this.recent.get(key);
    if (last !== undefined && at - last < VIEW_WINDOW_MS && at >= last) return false;
    this.recent.delete(key);
    this.recent.set(key, at);
    if (this.recent.size > MEMORY_LIMIT) this.recent.delete(this.recent.keys().next().value!);
    return true;
  }
}
