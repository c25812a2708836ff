import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OffsetCommits, type PartitionOffset } from '../src/events/kafka-commits.js';

// What the consumer sends Kafka as it applies events: few commits, none lost, none out of order.
let now = 0;
beforeEach(() => {
  now = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

function commitsOf(refuse: () => boolean = () => false) {
  const sent: PartitionOffset[][] = [];
  const errors: unknown[] = [];
  const commits = new OffsetCommits({
    intervalMs: 1_000,
    now: () => now,
    onError: (e) => errors.push(e),
    commit: async (offsets) => {
      if (refuse()) throw new Error('REBALANCE_IN_PROGRESS');
      sent.push(offsets);
    },
  });
  return { commits, sent, errors };
}

const at = (partition: number, offset: string) => ({ topic: 't', partition, offset });

describe('offset commits', () => {
  it("commits a partition's first offset at once, then the latest once an interval is up", async () => {
    const { commits, sent } = commitsOf();
    commits.resolved('t', 0, '0');
    await commits.commitIfDue();
    expect(sent).toEqual([[at(0, '1')]]);
    for (const offset of ['1', '2', '3']) {
      now += 100;
      commits.resolved('t', 0, offset);
      await commits.commitIfDue();
    }
    expect(sent).toHaveLength(1);
    now = 1_000;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([[at(0, '1')], [at(0, '4')]]);
  });

  it('a partition never committed goes at once even inside the interval', async () => {
    const { commits, sent } = commitsOf();
    commits.resolved('t', 0, '0');
    await commits.commitIfDue();
    now += 10;
    commits.resolved('t', 1, '7');
    await commits.commitIfDue();
    expect(sent).toEqual([[at(0, '1')], [at(1, '8')]]);
  });

  it('keeps refused offsets for the next commit; a later offset of the partition replaces them', async () => {
    let refusing = true;
    const { commits, sent, errors } = commitsOf(() => refusing);
    commits.resolved('t', 0, '4');
    commits.resolved('t', 1, '2');
    await commits.commitIfDue();
    expect(errors).toHaveLength(1);
    refusing = false;
    commits.resolved('t', 0, '5');
    await commits.flush();
    expect(sent).toEqual([[at(0, '6'), at(1, '3')]]);
  });

  it('flush sends what is pending now; stop drops it and its timer', async () => {
    const { commits, sent } = commitsOf();
    commits.resolved('t', 0, '0');
    await commits.commitIfDue();
    commits.resolved('t', 0, '1');
    await commits.commitIfDue();
    await commits.flush();
    expect(sent).toEqual([[at(0, '1')], [at(0, '2')]]);
    commits.resolved('t', 0, '2');
    await commits.commitIfDue();
    commits.stop();
    now = 5_000;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(2);
  });
});
