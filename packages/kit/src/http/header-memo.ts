/**
 * `decide` of a header's value, once per value seen lately: clients send one of a handful of
 * `Accept-Encoding` or `Accept-Language` values, and parsing each request again showed in profiles.
 * Bounded, as the header is the client's to write: past `kept` values the memo starts over.
 */
export function headerMemo<T>(decide: (value: string) => T, kept = 64): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    const known = answers.get(value);
    if (known !== undefined || answers.has(value)) return known as T;
    const answer = decide(value);
    if (answers.size >= kept) answers.clear();
    answers.set(value, answer);
    return answer;
  };
}
