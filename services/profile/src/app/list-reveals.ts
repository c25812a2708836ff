import type { Reveal, RevealRequest } from '@mawadda/contracts';
import type { RevealRequestRow } from '../store/schema.js';
import type { ProfileApp } from './context.js';

/** The members the owner revealed to, newest first (the web shows them as cards, by id). */
export async function listReveals({ reveals, guardians }: ProfileApp, ownerId: string): Promise<Reveal[]> {
  // Reveals waiting for the owner's guardian come first, marked so.
  const waiting = (await guardians.pendingForOwner(ownerId)).reverse().map((a): Reveal => ({
    viewerId: a.viewerId,
    subject: a.subject,
    at: a.createdAt.toISOString(),
    status: 'awaiting_guardian',
  }));
  return [
    ...waiting,
    ...(await reveals.revealsOf(ownerId)).map((r): Reveal => ({
      viewerId: r.viewerId,
      subject: r.subject,
      at: r.createdAt.toISOString(),
      status: 'granted',
    })),
  ];
}

/** The requests to see waiting for the owner's answer, newest first. */
export async function listRevealRequests({ reveals }: ProfileApp, ownerId: string): Promise<RevealRequest[]> {
  return (await reveals.pendingRequestsOf(ownerId)).map(requestOf);
}

export const requestOf = (r: RevealRequestRow): RevealRequest => ({
  id: r.id,
  requesterId: r.requesterId,
  ownerId: r.ownerId,
  subject: r.subject,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});
