/**
 * The index's engine cannot answer now. Searches turn it into a 503; an event's write throws it as
 * `retriable`, so the event is delivered again until the engine is back and nothing is lost.
 * Declared beside the rules, not in the index adapter, so the HTTP edge can recognise it.
 */
export class SearchIndexUnavailable extends Error {
  readonly retriable = true;
  constructor(cause: unknown) {
    super('search index unavailable', { cause });
    this.name = 'SearchIndexUnavailable';
  }
}
