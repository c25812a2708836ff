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
      expect(await presence.devices([])).toEqual({ of: new Map(), everywhere: true });
    });

    it('counts each member’s devices, on every replica', async () => {
      const [amina, omar, huda] = [randomUUID(), randomUUID(), randomUUID()];
      await presence.connect(amina, `${amina}-phone`);
      await presence.connect(amina, `${amina}-laptop`);
      await presence.connect(omar, `${omar}-phone`);
      const devices = await presence.devices([amina, omar, huda]);
      expect(devices.everywhere).toBe(true);
      expect([...devices.of]).toEqual([
        [amina, 2],
        [omar, 1],
        [huda, 0],
      ]);
      await presence.disconnect(amina, `${amina}-laptop`);
      expect((await presence.devices([amina])).of.get(amina)).toBe(1);
    });
  });
}
