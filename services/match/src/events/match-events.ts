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

/* Success stories: ids only, never the text or the names. */

export const storyAgreementRequested = (
  storyId: string,
  pairId: string,
  agreedBy: string,
  waitingFor: string,
  at: Date,
): NewEvent<'story.agreement.requested'> => ({
  type: 'story.agreement.requested',
  key: pairId,
  payload: { storyId, pairId, agreedBy, waitingFor, at: at.toISOString() },
});

export const storyDecided = (
  storyId: string,
  pairId: string,
  memberIds: string[],
  decision: 'approved' | 'rejected',
  at: Date,
): NewEvent<'story.decided'> => ({
  type: 'story.decided',
  key: pairId,
  payload: { storyId, pairId, memberIds, decision, at: at.toISOString() },
});

export const storyWithdrawn = (storyId: string, pairId: string, at: Date): NewEvent<'story.withdrawn'> => ({
  type: 'story.withdrawn',
  key: pairId,
  payload: { storyId, pairId, at: at.toISOString() },
});
