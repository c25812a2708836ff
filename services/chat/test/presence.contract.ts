import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presence } from '../src/presence/presence.js';

/**
 * What every Presence adapter promises (DESIGN §1: a port proven on each adapter): a member is
 * online while any device of theirs is connected, the first device says "came online" and the
 * last one "went offline", and a device that leaves twice changes nothing.
 */
export function presenceContract(name: string, open: () => Promise<Presence>) {
  describe(`presence: ${name}`, () => {
    let presence: Presence;
    beforeAll(async () => {
      presence = await open();
    });
    afterAll(() => presence.close());

    it('counts a member online from the first device to the last', async () => {
      const [amina, omar] = [randomUUID(), randomUUID()];
      expect(await presence.connect(amina, 'phone')).toBe(true);
      expect(await presence.connect(amina, 'laptop')).toBe(false);
      expect([...(await presence.online([amina, omar]))]).toEqual([amina]);
      expect(await presence.disconnect(amina, 'phone')).toBe(false);
      expect((await presence.online([amina])).has(amina)).toBe(true);
      expect(await presence.disconnect(amina, 'laptop')).toBe(true);
      expect((await presence.online([amina])).size).toBe(0);
    });

    it('ignores a device that leaves twice or never came', async () => {
      const huda = randomUUID();
      expect(await presence.disconnect(huda, 'ghost')).toBe(false);
      await presence.connect(huda, 'phone');
      expect(await presence.disconnect(huda, 'phone')).toBe(true);
      expect(await presence.disconnect(huda, 'phone')).toBe(false);
    });

    it('answers an empty question with nobody', async () => {
      expect((await presence.online([])).size).toBe(0);
    });
  });
}
