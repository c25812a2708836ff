/** What the quality hint reads of a connection: round trip and packets since the last sample. */
export interface StatsSample {
  rttMs: number | null;
  packetsReceived: number;
  packetsLost: number;
}

export type CallQuality = 'good' | 'fair' | 'poor';

/**
 * A connection's quality from two samples of its getStats(): the packets lost between them and
 * the round trip now. Thresholds where calls are known to suffer: past 5% loss or 400 ms speech
 * breaks up; past 2% or 250 ms it is noticeable.
 */
export function qualityOf(before: StatsSample | undefined, now: StatsSample): CallQuality {
  const received = now.packetsReceived - (before?.packetsReceived ?? 0);
  const lost = now.packetsLost - (before?.packetsLost ?? 0);
  const loss = received + lost > 0 ? lost / (received + lost) : 0;
  const rtt = now.rttMs ?? 0;
  if (loss > 0.05 || rtt > 400) return 'poor';
  if (loss > 0.02 || rtt > 250) return 'fair';
  return 'good';
}
