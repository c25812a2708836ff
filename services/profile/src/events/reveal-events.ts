import type { RevealChangedPayload, RevealRequestedPayload } from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';

/*
 * Reveal events (topic `profile.events`), keyed by the owner so one owner's reveals and revokes
 * stay in order. Ids and facts only: files and their URLs never leave this service.
 */

export const revealRequested = (p: RevealRequestedPayload): NewEvent<'reveal.requested'> => ({
  type: 'reveal.requested',
  key: p.ownerId,
  payload: p,
});

export const revealChanged = (
  type: 'reveal.granted' | 'reveal.revoked',
  p: RevealChangedPayload,
): NewEvent<'reveal.granted' | 'reveal.revoked'> => ({ type, key: p.ownerId, payload: p });
