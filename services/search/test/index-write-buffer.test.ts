import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@mawadda/kit';
import { IndexWriteBuffer } from '../src/index/write-buffer.js';
import type { IndexWrite, SearchIndex } from '../src/index/search-index.js';
import { fixtureMember, idOf } from './contract/fixture.js';

function fakeIndex() {
  const calls: { op: string; arg: unknown }[] = [];
  const index = {
    kind: 'elasticsearch',
    put: vi.fn(async (m) => void calls.push({ op: 'put', arg: m.memberId })),
    remove: vi.fn(async (id) => void calls.push({ op: 'remove', arg: id })),
    write: vi.fn(async (w: readonly IndexWrite[]) => void calls.push({ op: 'write', arg: w })),
  } as unknown as SearchIndex;
  return { index, calls };
}

const tx = () => ({}) as Db;

describe('IndexWriteBuffer', () => {
  it("gathers a unit's writes and sends them as one write when it finishes, newest revision per member", async () => {
    const { index, calls } = fakeIndex();
    const buffer = new IndexWriteBuffer(index);
    const t = tx();
    const unit = buffer.open(t);
    await buffer.put(fixtureMember(1, { rev: 2 }), t);
    await buffer.put(fixtureMember(2, { rev: 3 }), t);
    await buffer.put(fixtureMember(1, { rev: 4, fullName: 'newest' }), t);
    await buffer.put(fixtureMember(1, { rev: 3, fullName: 'late' }), t);
    await buffer.remove(idOf(2), 4, t);
    expect(calls).toEqual([]);
    await unit.finish();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.op).toBe('write');
    const writes = calls[0]!.arg as IndexWrite[];
    expect(writes).toEqual([
      { put: fixtureMember(1, { rev: 4, fullName: 'newest' }) },
      { remove: { memberId: idOf(2), rev: 4 } },
    ]);
  });

  it('passes writes through outside a unit, or with another transaction, and sends nothing for an empty unit', async () => {
    const { index, calls } = fakeIndex();
    const buffer = new IndexWriteBuffer(index);
    const t = tx();
    const unit = buffer.open(t);
    await buffer.put(fixtureMember(1));
    await buffer.remove(idOf(2), 1, tx());
    await unit.finish();
    expect(calls).toEqual([
      { op: 'put', arg: idOf(1) },
      { op: 'remove', arg: idOf(2) },
    ]);
    // Finished: the transaction's writes go straight through again.
    await buffer.put(fixtureMember(3), t);
    expect(calls.at(-1)).toEqual({ op: 'put', arg: idOf(3) });
  });
});
