import { describe, expect, it } from 'vitest';
import { controlCharacterIssues } from '../src/http/control-characters.js';

const fields = (input: unknown) => controlCharacterIssues(input).map((i) => i.field);

describe('control characters in a request part', () => {
  it('finds none in clean text, numbers, nulls and nested objects', () => {
    expect(controlCharacterIssues({ a: 'line\none\ttab\r', b: 1, c: null, d: [{ e: 'ok' }] })).toEqual([]);
  });

  it('names each field by its dotted path, the top-level text as the body', () => {
    expect(fields('a\u0000b')).toEqual(['body']);
    expect(fields({ title: 'x\u0007', items: [{ caption: 'ok' }, { caption: '\u001b[31m' }] })).toEqual([
      'title',
      'items.1.caption',
    ]);
    expect(controlCharacterIssues({ note: '\u007f' })[0]).toEqual({
      field: 'note',
      code: 'control_characters',
      messageKey: 'validation.controlCharacters',
      params: { field: 'note' },
    });
  });

  it('refuses a key with control characters at the object holding it', () => {
    expect(fields({ ['bad\u0000key']: 'v' })).toEqual(['body']);
    expect(fields({ filter: { ['k\u0001']: 1 } })).toEqual(['filter']);
  });

  it('does not read inherited properties', () => {
    const proto = { hidden: '\u0000' };
    expect(fields(Object.create(proto) as object)).toEqual([]);
  });
});
