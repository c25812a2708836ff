import type { PairStage } from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';

export const MATCH_PRODUCER = 'match';

/* Keyed by the pair: one pair's steps stay in order on one partition. Ids and stages only. */

export const stageChanged = (
  pairId: string,
  memberIds: string[],
  previous: PairStage,
  stage: PairStage,
  at: Date,
): NewEvent<'pair.stage.changed'> => ({
  type: 'pair.stage.changed',
  key: pairId,
  payload: { pairId, memberIds, previous, stage, at: at.toISOString() },
});

export const pairWaiting = (
  pairId: string,
  proposedBy: string,
  toStage: PairStage,
  waitingFor: { accountId: string; role: 'member' | 'guardian' }[],
  at: Date,
  reminder = false,
): NewEvent<'pair.waiting'> => ({
  type: 'pair.waiting',
  key: pairId,
  payload: { pairId, proposedBy, toStage, waitingFor, at: at.toISOString(), ...(reminder && { reminder }) },
});

export const pairMarried = (pairId: string, memberIds: string[], at: Date): NewEvent<'pair.married'> => ({
  type: 'pair.married',
  key: pairId,
  payload: { pairId, memberIds, at: at.toISOString() },
});

export const pairEnded = (
  pairId: string,
  memberIds: string[],
  endedBy: string | null,
  at: Date,
): NewEvent<'pair.ended'> => ({
  type: 'pair.ended',
  key: pairId,
  payload: { pairId, memberIds, endedBy, at: at.toISOString() },
});
