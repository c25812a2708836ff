import { describe, expect, it } from 'vitest';
import { nextStep, type StepFacts } from './next-step';

/** A member with nothing left to do; each test changes the facts it is about. */
const settled: StepFacts = {
  profile: { completeness: 100, missing: [] },
  hasWishes: true,
  verification: { verified: true, phone: true, selfie: 'approved' },
  trialOffered: false,
  requests: { follow: 0, reveal: 0, more: false },
};
const step = (over: Partial<StepFacts>) => nextStep({ ...settled, ...over });

describe('the next step on a member’s home', () => {
  it('is to finish the profile first, naming the first missing field', () => {
    expect(
      step({
        profile: { completeness: 52, missing: ['haircolor', 'avatar'] },
        hasWishes: false,
        verification: { verified: false, phone: false, selfie: 'none' },
        trialOffered: true,
        requests: { follow: 2, reveal: 1, more: false },
      }),
    ).toEqual({ kind: 'profile', percent: 52, nextField: 'haircolor' });
  });

  it('then to say what she is looking for', () => {
    expect(
      step({
        hasWishes: false,
        verification: { verified: false, phone: false, selfie: 'none' },
        trialOffered: true,
      }),
    ).toEqual({ kind: 'preferences' });
  });

  it('then to verify, unless the phone is done and the selfie waits for staff', () => {
    const unverified = { verified: false, phone: true, selfie: 'none' } as const;
    expect(step({ verification: unverified, trialOffered: true })).toEqual({ kind: 'verify' });
    expect(step({ verification: { ...unverified, phone: false, selfie: 'pending' } })).toEqual({
      kind: 'verify',
    });
    expect(step({ verification: { ...unverified, selfie: 'rejected' } })).toEqual({ kind: 'verify' });
    expect(step({ verification: { ...unverified, selfie: 'pending' }, trialOffered: true })).toEqual({
      kind: 'trial',
    });
  });

  it('then to start the free trial billing offers', () => {
    expect(step({ trialOffered: true, requests: { follow: 1, reveal: 0, more: false } })).toEqual({
      kind: 'trial',
    });
  });

  it('then to answer the requests waiting for her', () => {
    expect(step({ requests: { follow: 2, reveal: 1, more: false } })).toEqual({
      kind: 'requests',
      follow: 2,
      reveal: 1,
      more: false,
    });
    expect(step({ requests: { follow: 0, reveal: 1, more: false } })).toMatchObject({ kind: 'requests' });
  });

  it('is none when nothing applies', () => {
    expect(step({})).toBeNull();
  });

  it('waits for a fact still loading before a later step, but not after an earlier one applies', () => {
    expect(step({ hasWishes: undefined, trialOffered: true })).toBe('loading');
    expect(step({ profile: undefined })).toBe('loading');
    expect(step({ hasWishes: false, verification: undefined, requests: undefined })).toEqual({
      kind: 'preferences',
    });
  });

  it('skips a rule whose fact could not be read', () => {
    expect(step({ profile: null, hasWishes: null, verification: null, trialOffered: true })).toEqual({
      kind: 'trial',
    });
  });
});
