import { describe, expect, it } from 'vitest';
import { headerMemo } from '../src/http/header-memo.js';

describe('headerMemo', () => {
  it('works a header value out once, an undefined answer included', () => {
    const seen: string[] = [];
    const memo = headerMemo((value: string) => {
      seen.push(value);
      return value === 'none' ? undefined : value.toUpperCase();
    });
    expect([memo('br'), memo('br'), memo('none'), memo('none')]).toEqual(['BR', 'BR', undefined, undefined]);
    expect(seen).toEqual(['br', 'none']);
  });

  it('keeps at most `kept` values: a client writing a new header each time cannot grow it', () => {
    const seen: string[] = [];
    const memo = headerMemo((value: string) => (seen.push(value), value.length), 2);
    for (const value of ['a', 'bb', 'ccc', 'a']) memo(value);
    // The third value started it over, so `a` was worked out again.
    expect(seen).toEqual(['a', 'bb', 'ccc', 'a']);
    expect(memo('ccc')).toBe(3);
    expect(seen).toHaveLength(4);
  });
});
