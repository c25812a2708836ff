import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRegistry } from '../src/calls/call-registry.js';
import { newCall, transition } from '../src/domain/call-rules.js';

/**
 * What every call registry promises (DESIGN §1: a port proven on each adapter): a call is read as
 * stored, each member's line names their call until released, a change is one step (of two
 * changes to the same call at once, the second sees the first), and an ended call's line frees.
 */
export function callRegistryContract(name: string, open: () => Promise<CallRegistry>) {
  describe(`call registry: ${name}`, () => {
    let calls: CallRegistry;
    beforeAll(async () => {
      calls = await open();
    });
    afterAll(() => calls.close());

    const placed = async () => {
      const [he, she] = [randomUUID(), randomUUID()];
      const call = newCall(
        {
          id: randomUUID(),
          conversationId: randomUUID(),
          media: 'video',
          callerId: he,
          calleeId: she,
          guardianIds: [],
        },
        false,
        Date.now(),
      );
      await calls.create(call, [he, she]);
      return { he, she, call };
    };

    it('keeps a call and names it on both members’ lines', async () => {
      const { he, she, call } = await placed();
      expect(await calls.get(call.id)).toEqual(call);
      expect(await calls.lineOf(he)).toBe(call.id);
      expect(await calls.lineOf(she)).toBe(call.id);
      expect(await calls.lineOf(randomUUID())).toBeUndefined();
    });

    it('changes a call one step at a time: of two answers at once, one wins', async () => {
      const { she, call } = await placed();
      const now = Date.now();
      const answers = await Promise.all([
        calls.update(call.id, (c) => transition(c, 'accept', she, now)),
        calls.update(call.id, (c) => transition(c, 'accept', she, now)),
      ]);
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect((await calls.get(call.id))?.state).toBe('connected');
      // An action the rules refuse changes nothing.
      expect(await calls.update(call.id, (c) => transition(c, 'decline', she, now))).toBeUndefined();
    });

    it('frees a line only for the call it names', async () => {
      const { he, call } = await placed();
      await calls.release(he, randomUUID());
      expect(await calls.lineOf(he)).toBe(call.id);
      await calls.release(he, call.id);
      expect(await calls.lineOf(he)).toBeUndefined();
    });

    it('answers an unknown call as unknown', async () => {
      expect(await calls.get(randomUUID())).toBeUndefined();
      expect(await calls.update(randomUUID(), (c) => c)).toBeUndefined();
    });
  });
}
