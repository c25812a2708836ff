import { describe, expect, it } from 'vitest';
import { decodeKeysetCursor, encodeKeysetCursor } from '../src/db/keyset-page.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const encodeRaw = (raw: unknown) => Buffer.from(JSON.stringify(raw)).toString('base64url');

describe('keyset cursor', () => {
  it('round-trips integer and uuid ids', () => {
    const n = { at: now, id: 42, direction: 'older' } as const;
    expect(decodeKeysetCursor(encodeKeysetCursor(n), 'integer')).toEqual(n);
    const u = { at: now, id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', direction: 'newer' } as const;
    expect(decodeKeysetCursor(encodeKeysetCursor(u), 'uuid')).toEqual(u);
  });

  it('refuses anything it did not write, and ids of the wrong kind', () => {
    expect(decodeKeysetCursor('bm9wZQ', 'integer')).toBeUndefined();
    expect(decodeKeysetCursor(encodeRaw({ t: 'x', i: 1, d: 'o' }), 'integer')).toBeUndefined();
    expect(
      decodeKeysetCursor(encodeRaw({ t: now.toISOString(), i: 1.5, d: 'o' }), 'integer'),
    ).toBeUndefined();
    expect(decodeKeysetCursor(encodeRaw({ t: now.toISOString(), i: 'x', d: 'o' }), 'uuid')).toBeUndefined();
    expect(decodeKeysetCursor(encodeRaw({ t: now.toISOString(), i: 7, d: 'o' }), 'uuid')).toBeUndefined();
    expect(decodeKeysetCursor(encodeRaw({ t: now.toISOString(), i: 7, d: 'x' }), 'integer')).toBeUndefined();
  });
});
