import { describe, expect, it } from 'vitest';
import { parseEvent } from '../src/event-registry.js';
import { guardianSettingsInputSchema } from '../src/guardian/index.js';

const OLDER = { approveConversations: true, approvePhotos: true, approveCv: false, readsConversations: true };

describe('guardian settings, before and after seesMatchmaking', () => {
  it('reads a guardian.changed written before the switch as not seeing', () => {
    const parsed = parseEvent({
      id: crypto.randomUUID(),
      type: 'guardian.changed',
      version: 1,
      occurredAt: '2026-11-01T10:00:00.000Z',
      producer: 'auth',
      key: 'm1',
      payload: { memberId: 'm1', guardianId: 'g1', at: '2026-11-01T10:00:00.000Z', ...OLDER },
    });
    expect(parsed.ok && parsed.event.payload).toEqual({
      memberId: 'm1',
      guardianId: 'g1',
      at: '2026-11-01T10:00:00.000Z',
      ...OLDER,
      seesMatchmaking: false,
      callsIncludeGuardian: false,
    });
  });

  it('reads a guardian.changed written before calls as not including the guardian in calls', () => {
    const parsed = parseEvent({
      id: crypto.randomUUID(),
      type: 'guardian.changed',
      version: 1,
      occurredAt: '2026-11-01T10:00:00.000Z',
      producer: 'auth',
      key: 'm1',
      payload: {
        memberId: 'm1',
        guardianId: 'g1',
        at: '2026-11-01T10:00:00.000Z',
        ...OLDER,
        seesMatchmaking: true,
      },
    });
    expect(parsed.ok && parsed.event.payload).toMatchObject({
      seesMatchmaking: true,
      callsIncludeGuardian: false,
    });
    expect(guardianSettingsInputSchema.parse({ ...OLDER, callsIncludeGuardian: true })).toEqual({
      ...OLDER,
      callsIncludeGuardian: true,
    });
  });

  it('takes the four switches alone from an older client (the stored value stays), or all five', () => {
    expect(guardianSettingsInputSchema.parse(OLDER)).toEqual(OLDER);
    expect(guardianSettingsInputSchema.parse({ ...OLDER, seesMatchmaking: true })).toEqual({
      ...OLDER,
      seesMatchmaking: true,
    });
    expect(guardianSettingsInputSchema.safeParse({ ...OLDER, seesMatchmaking: 'yes' }).success).toBe(false);
    expect(guardianSettingsInputSchema.safeParse({ ...OLDER, approveCv: undefined }).success).toBe(false);
  });
});
