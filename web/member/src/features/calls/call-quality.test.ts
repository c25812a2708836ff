import { describe, expect, it } from 'vitest';
import { qualityOf } from './call-quality';

describe('the connection-quality hint', () => {
  it('is good on a clean, quick link', () => {
    expect(qualityOf(undefined, { rttMs: 40, packetsReceived: 500, packetsLost: 0 })).toBe('good');
  });
  it('reads the loss since the last sample, not since the call began', () => {
    const before = { rttMs: 40, packetsReceived: 1000, packetsLost: 100 };
    expect(qualityOf(before, { rttMs: 40, packetsReceived: 1500, packetsLost: 100 })).toBe('good');
    expect(qualityOf(before, { rttMs: 40, packetsReceived: 1500, packetsLost: 115 })).toBe('fair');
    expect(qualityOf(before, { rttMs: 40, packetsReceived: 1500, packetsLost: 160 })).toBe('poor');
  });
  it('is fair or poor on a slow round trip', () => {
    expect(qualityOf(undefined, { rttMs: 300, packetsReceived: 10, packetsLost: 0 })).toBe('fair');
    expect(qualityOf(undefined, { rttMs: 600, packetsReceived: 10, packetsLost: 0 })).toBe('poor');
  });
});
