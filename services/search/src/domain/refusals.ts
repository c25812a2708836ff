/**
 * Why search says no, as values (DESIGN §2). `http/problems.ts` alone gives each its status,
 * code and message.
 */
export type SearchRefusal =
  /** A cursor this service did not write, or one of another sort. */
  | { refusal: 'cursor_invalid' }
  /** `nearest` measures from the searcher's city, and none is on file (yet). */
  | { refusal: 'nearest_needs_city' }
  /** Compatibility weighs the searcher's answers: her birth date and city are not on file (yet). */
  | { refusal: 'compatibility_needs_profile' }
  /** No member search would show this viewer whole (unknown, blocked, private to her, same gender). */
  | { refusal: 'member_unknown' }
  /** Not among her suggestions (or passed already). */
  | { refusal: 'suggestion_unknown' }
  /** More searches this minute than a person paging by hand would run. */
  | { refusal: 'rate_limited'; retryAfterSeconds: number }
  /** No rebuild with this id is running (unknown, or finished already). */
  | { refusal: 'rebuild_gone' };

export type RefusalOf<K extends SearchRefusal['refusal']> = Extract<SearchRefusal, { refusal: K }>;
